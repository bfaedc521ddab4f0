package mock

// sampleCategories is a three-level tree of a general Chinese shop: level 1, its level-2
// children, and their level-3 leaves (where goods sit).
var sampleCategories = []struct {
	name     string
	children []struct {
		name   string
		leaves []string
	}
}{
	{"手机数码", []struct {
		name   string
		leaves []string
	}{
		{"手机通讯", []string{"智能手机", "老人机", "手机壳", "数据线"}},
		{"摄影摄像", []string{"数码相机", "运动相机", "镜头"}},
		{"智能设备", []string{"智能手表", "蓝牙耳机", "智能音箱"}},
	}},
	{"电脑办公", []struct {
		name   string
		leaves []string
	}{
		{"电脑整机", []string{"笔记本", "台式机", "平板电脑"}},
		{"外设产品", []string{"鼠标", "键盘", "显示器"}},
		{"文具耗材", []string{"笔类", "本册", "打印纸"}},
	}},
	{"家用电器", []struct {
		name   string
		leaves []string
	}{
		{"厨房电器", []string{"电饭煲", "空气炸锅", "破壁机"}},
		{"生活电器", []string{"吸尘器", "电风扇", "加湿器", "台灯"}},
		{"个护健康", []string{"电动牙刷", "吹风机", "剃须刀"}},
	}},
	{"服饰鞋包", []struct {
		name   string
		leaves []string
	}{
		{"女装", []string{"连衣裙", "T恤", "针织衫", "牛仔裤"}},
		{"男装", []string{"衬衫", "卫衣", "休闲裤"}},
		{"鞋靴箱包", []string{"运动鞋", "帆布鞋", "皮鞋", "双肩包"}},
	}},
	{"美妆个护", []struct {
		name   string
		leaves []string
	}{
		{"面部护肤", []string{"洁面", "面霜", "面膜"}},
		{"彩妆", []string{"口红", "粉底液", "眼影"}},
	}},
	{"食品生鲜", []struct {
		name   string
		leaves []string
	}{
		{"休闲零食", []string{"坚果炒货", "饼干糕点", "肉干肉脯"}},
		{"茶饮冲调", []string{"绿茶", "红茶", "咖啡", "蜂蜜"}},
		{"粮油调味", []string{"大米", "食用油", "酱油醋"}},
	}},
	{"家居家纺", []struct {
		name   string
		leaves []string
	}{
		{"床上用品", []string{"四件套", "枕头", "被子"}},
		{"家居日用", []string{"收纳用品", "毛巾浴巾", "雨伞", "运动垫", "香薰"}},
	}},
	{"母婴玩具", []struct {
		name   string
		leaves []string
	}{
		{"奶粉辅食", []string{"婴儿奶粉", "米粉"}},
		{"玩具乐器", []string{"积木", "毛绒玩具", "益智玩具"}},
	}},
}
