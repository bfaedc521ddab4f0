package mock

import (
	"context"
	"testing"
	"time"
)

// TestSampleDepartmentsAlike: the departments the mock seeds at its start (before its staff)
// are the list SampleShop writes to a database.
func TestSampleDepartmentsAlike(t *testing.T) {
	s := NewAt(time.Date(2026, 5, 1, 9, 30, 0, 0, time.UTC))
	held, err := s.Departments(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if err := sameDepartments(held, sampleDepartmentList(s.epoch)); err != nil {
		t.Fatal(err)
	}
}
