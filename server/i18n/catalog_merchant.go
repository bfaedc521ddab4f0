package i18n

func init() {
	register(map[string]texts{
		"merchant.noApplication": {"尚未保存开户申请，请先保存草稿", "there is no application yet: save a draft first"},
		"merchant.notFound":      {"开户申请 %d 不存在", "application %d does not exist"},
		"merchant.kind":          {"kind：请选择主体类型（企业或个人）", "kind: choose a company or an individual"},
		"merchant.creditCode":    {"licenceNo：请输入正确的 18 位统一社会信用代码", "licenceNo: enter a correct 18-character unified social credit code"},
		"merchant.idNumber":      {"idNumber：请输入正确的 18 位身份证号码", "idNumber: enter a correct 18-digit ID number"},
		"merchant.bank":          {"bank：请从列表中选择开户银行", "bank: choose the bank from the list"},
		"merchant.cardDigits":    {"accountNo：银行卡号应为 12 到 19 位数字", "accountNo: a bank card number has 12 to 19 digits"},
		"merchant.cardLuhn":      {"accountNo：银行卡号有误，请核对", "accountNo: the bank card number is wrong, check it"},
		"merchant.accountDigits": {"accountNo：对公账号应为 8 到 30 位数字", "accountNo: a company account number has 8 to 30 digits"},
		"merchant.category":      {"category：请从列表中选择店铺类目", "category: choose the shop category from the list"},

		"merchant.illegal.save":    {"开户申请%s，不能修改", "the application is %s: it cannot be edited"},
		"merchant.illegal.submit":  {"开户申请%s，不能提交", "the application is %s: it cannot be submitted"},
		"merchant.illegal.approve": {"开户申请%s，不能审核通过", "the application is %s: it cannot be approved"},
		"merchant.illegal.reject":  {"开户申请%s，不能驳回", "the application is %s: it cannot be rejected"},
		"merchant.illegal.open":    {"开户申请%s，不能开通店铺", "the application is %s: the shop cannot be opened"},

		"merchant.state.draft":     {"草稿", "a draft"},
		"merchant.state.submitted": {"已提交待审核", "submitted"},
		"merchant.state.approved":  {"已审核通过", "approved"},
		"merchant.state.rejected":  {"已驳回", "rejected"},
		"merchant.state.opened":    {"已开通店铺", "opened"},

		"permission.merchant:application:approve": {"审核开户申请（平台：查看全部申请、通过、驳回、开通店铺，查看完整证件号与账号）",
			"review account-opening applications (the platform: list every application, approve, reject, open the shop, read ID and account numbers unmasked)"},
	})
}
