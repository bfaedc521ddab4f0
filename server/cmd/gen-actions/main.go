// Command gen-actions writes the actions the server allows on an order, an after-sale and a
// withdrawal in each of their states (server/orders StaffActions and AfterSaleStaffActions,
// server/cash WithdrawalActions) as a TypeScript module, so that the console's test fixtures
// answer the actions the server would instead of restating its state machines: `make
// generate` runs it.
//
//	go run ./server/cmd/gen-actions web/src/api/actions.gen.ts
package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"shopconsole/server/cash"
	"shopconsole/server/orders"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen-actions <out.ts>")
		os.Exit(2)
	}
	if err := os.WriteFile(os.Args[1], generate(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// generate is the module: a table per record, and a function per record answering a fresh
// list of the record's actions as the API carries them.
func generate() []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated from the server's state machines by server/cmd/gen-actions. DO NOT EDIT.\n\n")
	b.WriteString("import type { AfterSale, AfterSaleAction, AfterSaleKind, AfterSaleStatus, OrderAction, OrderStatus, RightsStatus, WithdrawalAction, WithdrawalStatus } from './generated/model';\n\n")

	b.WriteString("/** The staff's actions an order in each status allows (server/orders StaffActions). */\n")
	b.WriteString("export const ORDER_ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {\n")
	for _, s := range orders.Statuses {
		fmt.Fprintf(&b, "  %s: %s,\n", s, list(orders.StaffActions(s)))
	}
	b.WriteString("};\n\n")

	b.WriteString("/** The actions an order in `status` allows, as the server answers them. */\n")
	b.WriteString("export function orderActions(status: OrderStatus): OrderAction[] {\n  return [...ORDER_ACTIONS[status]];\n}\n\n")

	b.WriteString("/** What the server's answer on an after-sale depends on: its kind, its status, its rights claim's status ('' none) and whether its refund was asked for (refundSn set). */\n")
	b.WriteString("type AfterSaleCase = `${AfterSaleKind}/${AfterSaleStatus}/${RightsStatus | ''}/${'asked' | 'notAsked'}`;\n\n")
	b.WriteString("/** The staff's actions an after-sale allows (server/orders AfterSaleStaffActions), by case; a case not listed allows none. */\n")
	b.WriteString("export const AFTER_SALE_ACTIONS: Partial<Record<AfterSaleCase, readonly AfterSaleAction[]>> = {\n")
	for _, c := range orders.AfterSaleActionCases() {
		if len(c.Actions) == 0 {
			continue
		}
		asked := "notAsked"
		if c.RefundAsked {
			asked = "asked"
		}
		fmt.Fprintf(&b, "  '%s/%s/%s/%s': %s,\n", c.Kind, c.Status, c.Rights, asked, list(c.Actions))
	}
	b.WriteString("};\n\n")

	b.WriteString("/** The actions an after-sale allows, as the server answers them. */\n")
	b.WriteString("export function afterSaleActions(a: Pick<AfterSale, 'kind' | 'status' | 'rights' | 'refundSn'>): AfterSaleAction[] {\n")
	b.WriteString("  const key: AfterSaleCase = `${a.kind}/${a.status}/${a.rights?.status ?? ''}/${a.refundSn ? 'asked' : 'notAsked'}`;\n")
	b.WriteString("  return [...(AFTER_SALE_ACTIONS[key] ?? [])];\n}\n\n")

	b.WriteString("/** The approver's actions a withdrawal in each status allows (server/cash WithdrawalActions). */\n")
	b.WriteString("export const WITHDRAWAL_ACTIONS: Record<WithdrawalStatus, readonly WithdrawalAction[]> = {\n")
	for _, s := range cash.WithdrawalStatuses {
		fmt.Fprintf(&b, "  %s: %s,\n", s, list(cash.WithdrawalActions(cash.Withdrawal{Status: s})))
	}
	b.WriteString("};\n\n")

	b.WriteString("/** The actions a withdrawal in `status` allows, as the server answers them. */\n")
	b.WriteString("export function withdrawalActions(status: WithdrawalStatus): WithdrawalAction[] {\n  return [...WITHDRAWAL_ACTIONS[status]];\n}\n")
	return b.Bytes()
}

// list is a TypeScript array of string values.
func list[S ~string](xs []S) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = "'" + string(x) + "'"
	}
	return "[" + strings.Join(q, ", ") + "]"
}
