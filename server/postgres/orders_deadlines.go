package postgres

import (
	"fmt"
	"slices"

	"shopconsole/server/orders"
)

// deadlineCols are the columns of the orders' deadlines.
var deadlineCols = map[orders.Deadline]string{orders.PayBy: "pay_deadline", orders.ConfirmBy: "confirm_deadline"}

// deadlineWindow is the condition of w (orders.DeadlineWindow.Has) on the orders, their
// columns prefixed with p ("o." or ""): the status written as a literal, so that the generic
// plan knows the status's partial deadline index applies.
func deadlineWindow(p string, w orders.DeadlineWindow) (string, []any, error) {
	col, ok := deadlineCols[w.Deadline()]
	if !ok || !slices.Contains(orders.Statuses, w.Status) {
		return "", nil, fmt.Errorf("orders in status %q wait on no deadline", w.Status)
	}
	cond, args := p+"status = '"+string(w.Status)+"' AND "+p+col+" <= ?", []any{w.Before}
	if !w.After.IsZero() {
		cond, args = cond+" AND "+p+col+" > ?", append(args, w.After)
	}
	return cond, args, nil
}
