package i18n

// The texts of the mock's sample records that follow the reader's language (Sample).
func init() {
	register(map[string]texts{
		"sample.notice.1":      {"王芳：新的售后申请待处理", "Wang Fang: a new after-sale request to handle"},
		"sample.notice.2":      {"李娜 <lina@shop.example>：本周的对账单已生成", "Li Na <lina@shop.example>: this week's statement is ready"},
		"sample.notice.3":      {"张伟：今晚 23:00 系统升级维护", "Zhang Wei: the system is updated tonight at 23:00"},
		"sample.notice.4":      {"陈静 <chenjing@shop.example>：有 3 件商品库存告急", "Chen Jing <chenjing@shop.example>: 3 goods are running low on stock"},
		"sample.notice.5":      {"刘洋：双十二活动商品请在周五前报名", "Liu Yang: sign up goods for the 12.12 sale by Friday"},
		"sample.notice.6":      {"赵敏 <zhaomin@shop.example>：提现申请已到账", "Zhao Min <zhaomin@shop.example>: the withdrawal has been paid"},
		"sample.notice.7":      {"孙悦：新的维权申请需要处理", "Sun Yue: a new rights claim needs an answer"},
		"sample.notice.8":      {"王磊 <wanglei@shop.example>：会员导出文件已就绪", "Wang Lei <wanglei@shop.example>: the shop users export is ready"},
		"sample.flow.start":    {"开始", "Start"},
		"sample.flow.apply":    {"提交申请", "Submit request"},
		"sample.flow.decide":   {"是否通过？", "Approved?"},
		"sample.flow.approved": {"通知人事", "Notify HR"},
		"sample.flow.rejected": {"退回修改", "Send back"},
		"sample.flow.end":      {"结束", "End"},
		"sample.flow.yes":      {"是", "yes"},
		"sample.flow.no":       {"否", "no"},
	})
}
