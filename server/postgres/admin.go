package postgres

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"

	"shopconsole/server/session"
)

// EnsureAdmin creates the `admin` account (role Admin) on first start, with password, or
// with a generated one printed once to stderr when password is empty.
func EnsureAdmin(ctx context.Context, db *DB, password string, logger *slog.Logger) error {
	_, err := db.StaffByUsername(ctx, "admin")
	if err == nil {
		return nil
	}
	if !errors.Is(err, session.ErrNotFound) {
		return err
	}
	generated := password == ""
	if generated {
		b := make([]byte, 12)
		_, _ = rand.Read(b)
		password = base64.RawURLEncoding.EncodeToString(b)
	}
	if len(password) < 6 {
		return errors.New("SHOP_ADMIN_PASSWORD must be at least 6 characters")
	}
	hash, err := session.HashPassword(password)
	if err != nil {
		return err
	}
	_, err = db.CreateStaff(ctx, session.NewStaff{
		Username: "admin", PasswordHash: hash, Roles: []string{"Admin"}, CreatedAt: time.Now().UTC(),
	})
	if errors.Is(err, session.ErrConflict) {
		return nil // another instance created it first
	}
	if err != nil {
		return fmt.Errorf("create admin: %w", err)
	}
	if generated {
		fmt.Fprintf(os.Stderr, "\n  Created staff account admin with password: %s\n  (shown once; set SHOP_ADMIN_PASSWORD to choose it)\n\n", password)
	} else {
		logger.Info("created staff account admin with the configured password")
	}
	return nil
}
