package postgres

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"shopconsole/server/shopusers"
)

// Growth adjustments and level changes at once: they take turns on the levels (no
// deadlock, no refusal), and in the end every user whose level follows its growth holds
// its growth's level while a level set by hand stays.
func TestLevelChangesAndAdjustmentsTakeTurns(t *testing.T) {
	_, db := freshSchema(t)
	ctx := context.Background()
	svc := shopusers.New(db.ShopUsers(), nil, nil)
	var users []shopusers.User
	for i := range 12 {
		u, err := svc.Register(ctx, shopusers.NewUser{Nickname: fmt.Sprint("並", i), Mobile: fmt.Sprintf("1450000%04d", i)})
		if err != nil {
			t.Fatal(err)
		}
		users = append(users, u)
	}
	manual, err := svc.SaveLevel(ctx, shopusers.Level{Name: "by hand", GrowthValue: 999999, Discount: 90})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.UpdateVal(ctx, users[0].ID, "levelId", float64(manual.ID)); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for w := range 4 {
		wg.Go(func() {
			for i := range 15 {
				u := users[1+(w*15+i)%(len(users)-1)]
				if _, err := svc.Adjust(ctx, shopusers.AdjustInput{UserID: u.ID, Type: shopusers.Growth, Increase: true,
					Amount: fmt.Sprint(7 + i), Remark: "load"}); err != nil {
					errs <- err
				}
			}
		})
	}
	for w := range 2 {
		wg.Go(func() {
			for i := range 10 {
				l, err := svc.SaveLevel(ctx, shopusers.Level{Name: fmt.Sprint("L", w, i), GrowthValue: int64(20 + 30*i + 15*w), Discount: 95})
				if err == nil && i%2 == 0 {
					l.GrowthValue += 5
					_, err = svc.SaveLevel(ctx, l)
				}
				if err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	levels, err := db.ShopUsers().Levels(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range users {
		got, err := svc.User(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := shopusers.LevelFor(levels, got.Growth)
		if i == 0 {
			want = manual.ID
		}
		if got.LevelID != want {
			t.Errorf("user %d with growth %d holds level %d, want %d", u.ID, got.Growth, got.LevelID, want)
		}
	}
}
