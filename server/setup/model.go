// Package setup is the shop's own setup: its addresses, the one parcels are sent from and
// the return warehouse after-sales send buyers' goods back to. The rules are plain
// functions over values; a store only loads and saves them.
package setup

import (
	"errors"
	"time"
)

// Address is one of the shop's addresses.
type Address struct {
	ID                int64
	Contact           string
	Mobile            string
	ProvinceCode      string
	CityCode          string
	DistrictCode      string
	ProvinceName      string
	CityName          string
	DistrictName      string
	Detail            string
	IsDefaultShipping bool
	IsDefaultReturn   bool
	CreatedAt         time.Time
}

// Line is the address written on one line, as a parcel's label shows it.
func (a Address) Line() string {
	return a.Contact + " " + a.Mobile + " " + a.ProvinceName + a.CityName + a.DistrictName + a.Detail
}

// Default is which default an address may be.
type Default string

// The defaults.
const (
	Shipping Default = "shipping" // parcels are sent from it
	Return   Default = "return"   // the return warehouse
)

// ErrNotFound is an address that does not exist.
var ErrNotFound = errors.New("no such address")
