package simulate

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"slices"
	"strings"
)

// Permissions are what the service account's role grants: the storefront's operations, the
// reads a buyer's app needs (the goods on shelf, the buyer's orders, after-sales, coupons and
// wallet) and the wallet top-up, which stands in for the storefront's recharge.
var Permissions = []string{
	"storefront:user:register", "storefront:goods:write", "storefront:order:write", "storefront:aftersale:write",
	"goods:goods:read", "order:order:read", "aftersale:aftersale:read", "shop:coupon:read",
	"shop:user:read", "shop:user:write",
}

type role struct {
	ID          int64    `json:"id"`
	Role        string   `json:"role"`
	Permissions []string `json:"btnRolesCheckedList"`
}

type staffMember struct {
	ID       int64    `json:"id"`
	Username string   `json:"username"`
	Roles    []string `json:"roles"`
}

// ensureAccount makes the service account ready with the Admin's client: its role holds
// Permissions (created, or completed when a code is missing) and the account holds the role
// and the password of this run (created, or its password set again, so that a second run
// signs in without anything kept between runs). It answers the password.
func ensureAccount(ctx context.Context, admin *client, cfg Config) (string, error) {
	password := cfg.AccountPassword
	if password == "" {
		b := make([]byte, 18)
		_, _ = rand.Read(b)
		password = "sim-" + hex.EncodeToString(b)
	}
	if err := ensureRole(ctx, admin, cfg.Role); err != nil {
		return "", err
	}
	var page struct {
		List []staffMember `json:"list"`
	}
	if err := admin.do(ctx, http.MethodGet, query("/userManagement/getList", "username", cfg.Account, "pageSize", "100"), nil, &page); err != nil {
		return "", fmt.Errorf("look up the service account %s: %w", cfg.Account, err)
	}
	body := map[string]any{"username": cfg.Account, "password": password, "roles": []string{cfg.Role}}
	for _, m := range page.List {
		if !strings.EqualFold(m.Username, cfg.Account) {
			continue
		}
		// Someone else's account is left alone: its password is never reset here.
		if slices.ContainsFunc(m.Roles, func(r string) bool { return r != cfg.Role }) {
			return "", fmt.Errorf("the account %s exists with the roles %v: not the simulator's, name another with --account", m.Username, m.Roles)
		}
		body["id"] = m.ID
	}
	if err := admin.do(ctx, http.MethodPost, "/userManagement/doEdit", body, nil); err != nil {
		return "", fmt.Errorf("save the service account %s: %w", cfg.Account, err)
	}
	return password, nil
}

// ensureRole creates the role with Permissions, or adds the codes it lacks.
func ensureRole(ctx context.Context, admin *client, name string) error {
	var page struct {
		List []role `json:"list"`
	}
	if err := admin.do(ctx, http.MethodGet, query("/roleManagement/getList", "role", name, "pageSize", "100"), nil, &page); err != nil {
		return fmt.Errorf("look up the role %s: %w", name, err)
	}
	body := map[string]any{"role": name, "btnRolesCheckedList": Permissions}
	for _, r := range page.List {
		if !strings.EqualFold(r.Role, name) {
			continue
		}
		missing := false
		for _, p := range Permissions {
			missing = missing || !slices.Contains(r.Permissions, p)
		}
		if !missing {
			return nil
		}
		body["id"] = r.ID
		merged := slices.Clone(r.Permissions)
		for _, p := range Permissions {
			if !slices.Contains(merged, p) {
				merged = append(merged, p)
			}
		}
		body["btnRolesCheckedList"] = merged
	}
	if err := admin.do(ctx, http.MethodPost, "/roleManagement/doEdit", body, nil); err != nil {
		return fmt.Errorf("save the role %s: %w", name, err)
	}
	return nil
}
