package contracttests

import (
	"fmt"

	"shopconsole/server/contract"
)

// recipe is a body that business rules accept, for operations whose rules a random body
// rarely passes (coupons, levels, menus, ...). n makes unique fields unique.
type recipe func(n int64) map[string]any

var recipes = map[string]recipe{
	"EditStaff": func(n int64) map[string]any {
		return map[string]any{"username": fmt.Sprintf("fz_%d", n), "password": "password-1", "email": fmt.Sprintf("fz%d@shop.example", n)}
	},
	"EditRole": func(n int64) map[string]any {
		return map[string]any{"role": fmt.Sprintf("fz-%d", n), "btnRolesCheckedList": []any{"read:system"}}
	},
	"EditDepartment": func(n int64) map[string]any {
		return map[string]any{"name": fmt.Sprintf("fz-%d", n), "order": num64(1)}
	},
	"EditMenu": func(n int64) map[string]any {
		return map[string]any{"path": fmt.Sprintf("/fz-%d", n), "name": fmt.Sprintf("Fz%d", n), "component": "Layout",
			"meta": map[string]any{"title": fmt.Sprintf("fz %d", n)}}
	},
	"AdminUserLevelAdd": levelRecipe,
	"AdminCouponAdd": func(n int64) map[string]any {
		return map[string]any{"name": fmt.Sprintf("fz %d", n), "amount": "5.00", "thresholdType": "none", "totalType": "unlimited",
			"validityType": "daysFromClaim", "validDays": num64(7), "obtainType": "shop", "limitType": "unlimited", "scope": "all"}
	},
	"EditDemoTableRow": func(n int64) map[string]any {
		return map[string]any{"title": fmt.Sprintf("fz %d", n), "status": "draft", "author": "fz", "rate": num64(3),
			"switch": true, "percent": num64(50), "percentage": num64(50)}
	},
}

func levelRecipe(n int64) map[string]any {
	return map[string]any{"name": fmt.Sprintf("fz-%d", n), "growthValue": num64(100_000_000 + n%800_000_000), "discount": "9.5"}
}

// editRecipes update an existing record: the create recipe with an id of the pool.
var editRecipes = map[string]string{"AdminUserLevelEdit": "AdminUserLevelAdd", "AdminCouponEdit": "AdminCouponAdd"}

// recipeBody is a business-valid body for op, if the fuzzer has a recipe for it.
func (fz *fuzzer) recipeBody(g *gen, op *contract.Operation) (map[string]any, bool) {
	id := op.ID
	if create, ok := editRecipes[id]; ok {
		id = create
	}
	rec, ok := recipes[id]
	if !ok {
		return nil, false
	}
	body := rec(g.r.Int64N(1_000_000_000))
	if id != op.ID {
		if ids := fz.idsFor(op)("id"); len(ids) > 0 {
			body["id"] = num64(ids[g.r.IntN(len(ids))])
		}
	}
	return body, true
}

// caseBaseline is the baseline of a one-place case: a random one first, the recipe
// when the random one broke a business rule.
func (fz *fuzzer) caseBaseline(g *gen, op *contract.Operation, attempt int) *fuzzReq {
	r := fz.baseline(g, op)
	if attempt > 0 {
		if body, ok := fz.recipeBody(g, op); ok {
			r.Body, r.HasBody = body, true
			fz.guard(g, r)
		}
	}
	return r
}
