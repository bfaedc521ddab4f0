package i18n

// Texts of the list settings area: hidden columns and saved views.
func init() {
	register(map[string]texts{
		"listsettings.viewNotFound":  {"视图 %d 不存在", "view %d does not exist"},
		"listsettings.nameTaken":     {"视图名称 %s 已存在", "a view named %s already exists"},
		"listsettings.tooManyViews":  {"每个列表最多保存 %d 个视图", "a list keeps at most %d views"},
		"listsettings.tooManyHidden": {"最多隐藏 %d 列", "at most %d columns can be hidden"},
	})
}
