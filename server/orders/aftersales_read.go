package orders

import (
	"context"
)

// AfterSaleDetail is an after-sale with its order, its log and its refund (nil until made).
type AfterSaleDetail struct {
	AfterSale AfterSale
	Order     Order
	Log       []AfterSaleLogEntry
	Refund    *Refund
}

// ListAfterSales answers one page of after-sales, their number and the count of every tab.
func (s *Service) ListAfterSales(ctx context.Context, f AfterSaleFilter) ([]AfterSale, int64, AfterSaleCounts, error) {
	rows, _, counts, err := s.store.ListAfterSales(ctx, f)
	return rows, counts.Total(f), counts, err
}

// AfterSaleOf answers an after-sale with its order, log and refund.
func (s *Service) AfterSaleOf(ctx context.Context, id int64) (AfterSaleDetail, error) {
	var d AfterSaleDetail
	a, err := s.store.AfterSale(ctx, id)
	if err != nil {
		return d, s.afterSaleRefusal(ctx, id, err)
	}
	d.AfterSale = a
	if d.Order, err = s.store.Order(ctx, a.OrderID); err != nil {
		return d, err
	}
	if d.Log, err = s.store.AfterSaleLog(ctx, id); err != nil {
		return d, err
	}
	refunds, err := s.store.OrderRefunds(ctx, a.OrderID)
	for i := range refunds {
		if refunds[i].AfterSaleID == id {
			d.Refund = &refunds[i]
		}
	}
	return d, err
}
