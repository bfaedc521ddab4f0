package mock
import ("testing";"time";"context";"shopconsole/server/orders";"fmt")
func sig(s *Store) string {
	list, _, c, _ := s.Orders().ListOrders(context.Background(), orders.Filter{Page: orders.Page{No:1, Size: 1000}})
	out := fmt.Sprint(c)
	for _, o := range list { out += fmt.Sprintf("%d:%d:%s:%d ", o.ID, o.UserID, o.Status, o.PayAmount) }
	return out
}
func TestZZ(t *testing.T) {
	a, b := sig(NewAt(time.Now())), sig(NewAt(time.Now()))
	if a != b { for i := range a { if a[i] != b[i] { t.Fatalf("differ at %d: %s\n%s", i, a[max(0,i-80):i+80], b[max(0,i-80):i+80]) } } }
}
