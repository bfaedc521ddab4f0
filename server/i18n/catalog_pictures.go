package i18n

// Texts of the album: albums, pictures and uploads.
func init() {
	register(map[string]texts{
		"pictures.albumNotFound":       {"相册 %d 不存在", "album %d does not exist"},
		"pictures.pictureNotFound":     {"图片 %d 不存在", "picture %d does not exist"},
		"pictures.albumNameTaken":      {"相册名称 %s 已存在", "an album named %s already exists"},
		"pictures.defaultAlbum":        {"默认相册「%s」不能删除", "the default album %s cannot be deleted"},
		"pictures.coverNotInAlbum":     {"封面图片 %d 不在该相册中", "the cover picture %d is not in this album"},
		"pictures.tooManyFiles":        {"每次最多上传 %d 个文件", "at most %d files can be uploaded at once"},
		"pictures.fileType":            {"文件 %s 不是 JPEG、PNG、WebP 或 GIF 图片", "file %s is not a JPEG, PNG, WebP or GIF picture"},
		"pictures.fileSize":            {"文件 %s 超过 %d MB", "file %s is larger than %d MB"},
		"pictures.fileEmpty":           {"文件 %s 是空的", "file %s is empty"},
		"pictures.fileUndecodable":     {"文件 %s 无法解码为图片", "file %s cannot be decoded as a picture"},
		"pictures.filePixels":          {"文件 %s 超过 %d 百万像素", "file %s has more than %d million pixels"},
		"pictures.inUse":               {"图片 %d 正被商品使用：%s", "picture %d is used by goods: %s"},
		"pictures.inUseByApplication":  {"图片 %d 正被开户申请使用", "picture %d is used by the account-opening application"},
		"pictures.badForm":             {"上传内容不是有效的 multipart 表单", "the upload is not a valid multipart form"},
		"permission.goods:album:read":  {"查看相册", "view the album"},
		"permission.goods:album:write": {"管理相册与图片", "manage albums and pictures"},
	})
}
