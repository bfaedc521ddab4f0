package system

import (
	"context"
	"fmt"
	"strings"

	"shopconsole/server/access"
	"shopconsole/server/audit"
	"shopconsole/server/kernel"
)

// LogFilter is what the system-log screen filters by; empty fields do not filter.
type LogFilter struct {
	Account string
	Type    string
	Result  string
	IP      string
	Range   LogQuery // only From and To are read
}

// SearchLog answers a page of the system log, newest first. There is deliberately no
// way to change or remove an entry.
func (s *Service) SearchLog(ctx context.Context, f LogFilter, page kernel.Page) ([]audit.Entry, int, error) {
	q := LogQuery{
		Account: strings.TrimSpace(f.Account), Type: f.Type, IP: strings.TrimSpace(f.IP),
		From: f.Range.From, To: f.Range.To,
	}
	if f.Result != "" {
		q.Results = []string{f.Result}
	}
	q.Offset, q.Limit = offsetLimit(page)
	q.Cap = page.Cap
	list, total, err := s.store.SearchLog(ctx, q)
	if err != nil {
		return nil, 0, fmt.Errorf("search system log: %w", err)
	}
	return list, total, nil
}

// signInResults are the results that sign-in attempts leave in the log.
var signInResults = []string{audit.ResultLoginSuccess, audit.ResultLoginFailure, audit.ResultAttack}

// MySignIns answers a page of the caller's own sign-in attempts, newest first.
func (s *Service) MySignIns(ctx context.Context, page kernel.Page) ([]audit.Entry, int, error) {
	me, err := access.Signed(ctx)
	if err != nil {
		return nil, 0, err
	}
	q := LogQuery{Account: me.Username, Results: signInResults}
	q.Offset, q.Limit = offsetLimit(page)
	list, total, err := s.store.SearchLog(ctx, q)
	if err != nil {
		return nil, 0, fmt.Errorf("own sign-ins: %w", err)
	}
	return list, total, nil
}
