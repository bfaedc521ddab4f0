package i18n

func init() {
	register(map[string]texts{
		"mock.preferUnknown": {"Prefer 不支持 %s，可用：%s", "Prefer %s is not understood; allowed: %s"},
		"mock.preferValue":   {"Prefer %s 无效，应为 %s", "Prefer %s is not valid; want %s"},
		"mock.preferCode":    {"Prefer code=%s：%s 未声明该状态，已声明：%s", "Prefer code=%s: %s does not declare it; declared: %s"},
		"mock.preferCodeDefault": {"Prefer code=%s：%s 未声明该状态，已声明：%s，以及 default 涵盖的任意 4xx 或 5xx",
			"Prefer code=%s: %s does not declare it; declared: %s, and any 4xx or 5xx through default"},
		"mock.preferExample": {"Prefer example=%s：%s 没有该示例，已有：%s", "Prefer example=%s: %s has no such example; it has: %s"},
		// The simulated error answers (Prefer: code=4xx/5xx): the first %s is the operation's summary.
		"mock.simulated":      {"%s：模拟的 %d 应答", "%s: simulated %d answer"},
		"mock.error400":       {"%s：%s 不正确", "%s: %s is not valid"},
		"mock.error400Any":    {"%s：请求不正确", "%s: the request is not valid"},
		"mock.error401Public": {"%s：凭据不被接受", "%s: the credentials were not accepted"},
		"mock.error403":       {"%s：当前账号无权执行", "%s: this account may not do it"},
		"mock.error404":       {"%s：%s 为 %s 的记录不存在", "%s: no record has %s %s"},
		"mock.error404Any":    {"%s：所需的记录不存在", "%s: a record it needs does not exist"},
		"mock.error409":       {"%s：%s %s 与现有数据冲突", "%s: %s %s conflicts with the existing data"},
		"mock.error409Any":    {"%s：与现有数据冲突", "%s: the request conflicts with the existing data"},
		"mock.error429":       {"%s：请求过于频繁，请在 %d 秒后重试", "%s: too many requests, try again in %d seconds"},
		"mock.fault500":       {"模拟的服务器错误（mock 故障注入）", "simulated server error (mock fault injection)"},
		"mock.fault503":       {"模拟的服务不可用（mock 故障注入），请稍后重试", "simulated unavailability (mock fault injection), try again shortly"},
		"mock.only":           {"mock 控制接口仅由 mock 后端提供", "the mock's controls exist on the mock backend only"},
		"mock.adminOnly":      {"仅 Admin 可查看或修改 mock 设置", "only an Admin reads or changes the mock's settings"},
		"mock.latency":        {"延迟 %s 无效，应为 10ms-100ms、50ms 或 off，最多 10s", "latency %s is not valid; want 10ms-100ms, 50ms or off, at most 10s"},
		"mock.sessionName":    {"X-Mock-Session %q 无效，应为 1 至 64 个字母、数字、_ . -", "X-Mock-Session %q is not valid; want 1 to 64 letters, digits, _ . -"},
		"mock.sessionsFull":   {"mock 会话已满（%d 个），请稍后重试或复用一个会话", "the mock holds its most sessions (%d); try again later or reuse one"},
		"mock.snapshotsFull":  {"已保存的状态已满（%d 个），请复用一个名称", "the mock holds its most saved states (%d); reuse a name"},
		"mock.noSnapshot":     {"没有名为 %s 的已保存状态", "no state is saved under the name %s"},
		"mock.deadline":       {"延迟 %s 超过了请求时限", "the delay of %s passed the request deadline"},
	})
}
