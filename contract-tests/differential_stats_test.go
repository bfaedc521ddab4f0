package contracttests

// The statistics in the differential sequence: ranges, buckets and refusals of the goods and
// transaction figures, the storefront's view of a missing goods. (The home and the ranking
// state their delay, which the backends differ in: 0 on the mock, the windows' on Postgres.)

func statsSteps(s *dseq) {
	s.fresh("admin", "clerk")
	s.actor("admin")
	st := "/api/admin/stats/"
	s.get(st+"goods", "range", "last30")
	s.get(st+"goods", "range", "custom", "startDate", "2020-01-01", "endDate", "2020-01-05")
	s.get(st+"deal", "range", "thisMonth", "granularity", "week")
	s.get(st+"deal", "range", "last90", "granularity", "month")
	s.get(st+"deal", "range", "custom", "startDate", "2020-01-05", "endDate", "2020-01-01")
	s.zhToo()
	s.get(st+"deal", "range", "custom", "startDate", "2019-01-01", "endDate", "2020-12-31")
	s.get(st+"goods", "range", "custom", "endDate", "2020-01-01")
	s.zhToo()
	s.post("/api/storefront/goods/view", m{"userId": 9876543210, "goodsId": 9876543210})
	s.zhToo()
	s.get(st+"deal", "range", "last7").by("clerk")
}
