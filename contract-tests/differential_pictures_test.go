package contracttests

// albumSteps: albums, refusals of pictures that do not exist, the default album that
// stays. (Uploads are multipart: their scenarios are in pictures_test.go, on both backends.)
func albumSteps(s *dseq) {
	s.fresh("admin")
	s.actor("admin")
	a := "/api/admin/album/"
	s.get(a+"index", "pageSize", 100)
	s.get(a+"detail", "id", 1)
	s.post(a+"add", m{"name": "商品主图", "sort": 10}).keepID("album.a")
	s.post(a+"add", m{"name": "详情图", "sort": 5}).keepID("album.b")
	s.post(a+"add", m{"name": "商品主图", "sort": 1})
	s.zhToo()
	s.post(a+"add", m{"name": "  ", "sort": 1})
	s.post(a+"add", m{"name": "x", "sort": 10000})
	s.get(a+"index", "keyword", "图")
	s.post(a+"edit", m{"id": "{album.a}", "name": "主图", "sort": 2})
	s.post(a+"edit", m{"id": "{album.a}", "name": "详情图", "sort": 2})
	s.post(a+"edit", m{"id": "{album.a}", "name": "主图", "sort": 2, "coverId": 9876543210})
	s.zhToo()
	s.post(a+"edit", m{"id": 9876543210, "name": "无", "sort": 2})
	s.post(a+"destroy", m{"id": 1})
	s.zhToo()
	s.post(a+"destroy", m{"id": "{album.b}"})
	s.post(a+"destroy", m{"id": "{album.b}"})
	s.get(a+"detail", "id", "{album.b}")
	s.get(a + "index")
	p := "/api/admin/picture/"
	s.get(p+"index", "albumId", "{album.a}")
	s.get(p+"index", "keyword", "苹果", "pageNo", 2)
	s.post(p+"rename", m{"id": 9876543210, "name": "新名字.png"})
	s.post(p+"move", m{"ids": []int{9876543210}, "albumId": "{album.a}"})
	s.post(p+"move", m{"ids": []int{9876543210}, "albumId": 987655})
	s.zhToo()
	s.post(p+"destroy", m{"ids": []int{9876543210}})
	s.get("/api/pictures/file", "id", 9876543210).anon()
	s.get("/api/pictures/thumb", "id", 9876543210).anon()
}
