package i18n

func init() {
	register(map[string]texts{
		"demo.mockOnly":      {"演示数据仅由 mock 后端提供", "demo data is only served by the mock backend"},
		"demo.saved":         {"模拟保存成功", "simulated save success"},
		"demo.deleted":       {"模拟删除成功", "simulated delete success"},
		"demo.rowMissing":    {"没有 id 为 %d 的表格行", "no table row has the id %d"},
		"demo.duplicateNode": {"节点 id %s 重复", "node id %s is used twice"},
		"demo.duplicateEdge": {"连线 id %s 重复", "edge id %s is used twice"},
		"demo.unknownNode":   {"流程图中没有 id 为 %s 的节点", "the graph has no node with the id %s"},
		"demo.selfLoop":      {"连线不能连接节点 %s 自身", "an edge cannot join node %s to itself"},
	})
}
