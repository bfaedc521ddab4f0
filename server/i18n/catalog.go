package i18n

// catalog: the en texts the console's users and tests quote (sign-in, token and permission
// sentences such as "login interface abnormal, token not correctly returned") are kept word
// for word.
var catalog = map[string]texts{
	"ok": {"成功", "success"},

	"auth.badCredentials":   {"账号或密码不正确", "account or password incorrect"},
	"auth.tokenMissing":     {"未获取到token", "token not obtained"},
	"auth.tokenInvalid":     {"token无效", "token invalid"},
	"auth.tokenExpired":     {"token已过期", "token expired"},
	"auth.tokenRevoked":     {"token已失效：该次登录已结束", "token ended: its sign-in was closed"},
	"auth.disabled":         {"账号已停用", "this account is disabled"},
	"auth.throttled":        {"登录失败次数过多，请在 %d 秒后重试", "too many failed sign-ins, try again in %d seconds"},
	"auth.usernameEmpty":    {"用户名不能为空", "username cannot be empty"},
	"auth.passwordShort":    {"密码不能少于6位", "password cannot be fewer than 6 characters"},
	"auth.mustEncrypt":      {"请使用公钥加密登录信息", "credentials must be encrypted with the public key"},
	"auth.badEncrypted":     {"encrypted 无法解密", "encrypted cannot be decrypted"},
	"auth.refreshMissing":   {"未获取到刷新令牌，请重新登录", "refresh token not obtained, please sign in again"},
	"auth.refreshInvalid":   {"刷新令牌无效，请重新登录", "refresh token invalid, please sign in again"},
	"auth.refreshReused":    {"刷新令牌已被使用，已注销该登录的全部令牌", "refresh token was already used; every token of this sign-in is revoked"},
	"auth.socialOff":        {"未配置第三方登录", "social login is not configured"},
	"auth.socialRejected":   {"第三方登录失败：code 无效", "social login failed: code is not valid"},
	"auth.socialUnlinked":   {"该第三方账号未绑定员工账号", "this social account is not linked to a staff account"},
	"auth.registerClosed":   {"本服务器未开放注册", "registration is closed on this server"},
	"auth.usernameTaken":    {"用户名 %s 已被占用", "username %s is already taken"},
	"auth.permissionDenied": {"没有权限：需要 %s", "permission denied: %s is required"},

	"http.notFound":         {"接口不存在：%s %s", "no such operation: %s %s"},
	"http.methodNotAllowed": {"%s 不支持 %s 方法", "%s does not accept %s"},
	"http.serverError":      {"服务器错误，请稍后重试（请求 %s）", "server error, please try again later (request %s)"},
	"http.unavailable":      {"服务暂不可用", "service unavailable"},
	"http.storeUnavailable": {"数据存储暂不可用，请稍后重试", "the data store is unavailable, try again shortly"},
	"list.countTooLong":     {"精确统计超时：匹配的记录太多，请缩小筛选范围", "counting every match took too long: narrow the filter"},
	"http.badJSON":          {"请求体不是有效的 JSON", "the request body is not valid JSON"},
	"http.badForm":          {"请求体不是有效的表单（multipart/form-data）", "the request body is not a valid form (multipart/form-data)"},
	"http.tooLarge":         {"请求体过大", "the request body is too large"},
	"http.uriTooLong":       {"请求地址过长：最多 %d 字节", "the request URL is too long: at most %d bytes"},
	"http.headerTooLarge":   {"请求头 %s 过长：每个请求头最多 %d 字节", "the request header %s is too large: at most %d bytes each"},
	"http.headersTooLarge":  {"请求头过大：请求行与请求头合计最多 %d 字节", "the request headers are too large: at most %d bytes with the request line"},
	"http.timeout":          {"请求未在时限内发送完毕", "the request was not sent in time"},
	"http.notHTTP":          {"请求不是有效的 HTTP 请求", "the request is not valid HTTP"},
	"http.busy":             {"服务器连接已满，请稍后重试", "the server has no free connection, try again shortly"},

	"validation.required":  {"%s 不能为空", "%s is required"},
	"validation.type":      {"%s 的类型应为 %s", "%s must be of type %s"},
	"validation.minLength": {"%s 长度不能少于 %v", "%s must be at least %v characters"},
	"validation.maxLength": {"%s 长度不能超过 %v", "%s must be at most %v characters"},
	"validation.minimum":   {"%s 不能小于 %v", "%s must be at least %v"},
	"validation.maximum":   {"%s 不能大于 %v", "%s must be at most %v"},
	"validation.enum":      {"%s 必须是以下之一：%v", "%s must be one of: %v"},
	"validation.pattern":   {"%s 格式不正确", "%s has the wrong format"},
	"validation.format":    {"%s 不是有效的 %s", "%s is not a valid %s"},
	"validation.unknown":   {"%s 不是允许的字段", "%s is not an allowed field"},
	"validation.invalid":   {"%s 不正确：%s", "%s is not valid: %s"},
	"validation.utf8":      {"%s 不是有效的 UTF-8 文本", "%s is not valid UTF-8 text"},
	"validation.control":   {"%s 不能包含控制字符", "%s must not contain control characters"},
	"validation.invisible": {"%s 必须包含可见字符", "%s must contain visible characters"},
	"validation.hidden":    {"%s 不能包含不可见字符或格式字符", "%s must not contain invisible or formatting characters"},
}

// register adds one area's texts to the catalog. Each area keeps its texts in its own file
// (catalog_<area>.go, calling register from init) so areas never edit the same map literal.
func register(area map[string]texts) {
	for k, v := range area {
		if _, dup := catalog[k]; dup {
			panic("i18n: duplicate key " + k)
		}
		catalog[k] = v
	}
}
