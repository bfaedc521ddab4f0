package audit

import (
	"context"
	"strconv"
	"strings"
)

// What a delete removed goes into its system-log line's detail: "staff 12 alice, 13 bob".
// Names are known only before the records go, so the service says what it deletes, inside
// the delete's transaction once it has read the records (Deleted); the line the gate offered
// carries it, whether a store writes that line with the commit (Take) or the gate after the
// handler (Detailed). Every operation that deletes records calls Deleted; a contract test
// walks them all.

// Item is one deleted record as the log names it: its id (or Key, for a record without a
// numeric one) and the name people know it by.
type Item struct {
	ID   int64
	Key  string
	Name string
}

func (i Item) String() string {
	key := i.Key
	if key == "" {
		key = strconv.FormatInt(i.ID, 10)
	}
	if i.Name == "" {
		return key
	}
	return key + " " + i.Name
}

// deletion is what one kind of record lost.
type deletion struct {
	kind  string
	items []Item
}

// Deleted says that the write of ctx deletes items of kind ("staff", "goods"). A repeat
// for the same kind replaces the earlier one (a transaction run again says it again);
// without a line on offer (a job, a test of the service) it does nothing.
func Deleted(ctx context.Context, kind string, items ...Item) {
	o, ok := ctx.Value(offeredKey{}).(*offered)
	if !ok {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	d := deletion{kind: kind, items: append([]Item(nil), items...)}
	for i := range o.deleted {
		if o.deleted[i].kind == kind {
			o.deleted[i] = d
			return
		}
	}
	o.deleted = append(o.deleted, d)
}

// Detailed answers e with what the write of ctx said it deleted added to its detail.
func Detailed(ctx context.Context, e Entry) Entry {
	o, ok := ctx.Value(offeredKey{}).(*offered)
	if !ok {
		return e
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.detailed(e)
}

// detailed adds the deletions to e's detail; o.mu is held.
func (o *offered) detailed(e Entry) Entry {
	parts := make([]string, 0, len(o.deleted)+1)
	if e.Detail != "" {
		parts = append(parts, e.Detail)
	}
	for _, d := range o.deleted {
		names := make([]string, len(d.items))
		for i, it := range d.items {
			names[i] = it.String()
		}
		parts = append(parts, d.kind+" "+strings.Join(names, ", "))
	}
	e.Detail = strings.Join(parts, "; ")
	return e
}
