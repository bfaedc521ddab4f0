package i18n

func init() {
	register(map[string]texts{
		"cash.monthBad":    {"month：月份格式须为 YYYY-MM，如 2026-10", "month: a month is YYYY-MM, as 2026-10"},
		"cash.monthFuture": {"month：%s 尚未开始，没有对账单", "month: %s has not begun; it has no statement"},

		"cash.statement.sheet":      {"对账单", "Statement"},
		"cash.statement.time":       {"时间", "Time"},
		"cash.statement.type":       {"类型", "Type"},
		"cash.statement.reference":  {"单号", "Reference"},
		"cash.statement.available":  {"可用变动", "Available change"},
		"cash.statement.frozen":     {"冻结变动", "Frozen change"},
		"cash.statement.debt":       {"欠款变动", "Debt change"},
		"cash.statement.availAfter": {"可用余额", "Available after"},
		"cash.statement.frozAfter":  {"冻结余额", "Frozen after"},
		"cash.statement.debtAfter":  {"欠款余额", "Debt after"},
		"cash.statement.remark":     {"备注", "Remark"},
		"cash.statement.opening":    {"期初余额", "Opening balance"},
		"cash.statement.closing":    {"期末余额", "Closing balance"},

		"cash.flow.orderSettled":     {"订单结算", "Order settled"},
		"cash.flow.withdrawApplied":  {"申请提现", "Withdrawal applied"},
		"cash.flow.withdrawPaid":     {"提现打款", "Withdrawal paid"},
		"cash.flow.withdrawRejected": {"提现驳回", "Withdrawal rejected"},
		"cash.flow.refund":           {"结算后退款", "Refund after settlement"},
		"cash.flow.adjustment":       {"平台调整", "Adjustment"},

		"permission.cash:flow:read": {"查看资金流水、对账单与每日汇总", "view the fund flow, statements and daily sums"},
	})
}
