package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"shopconsole/server/session"
)

const staffSelect = `
SELECT s.id, s.username, s.email, COALESCE(s.mobile, ''), s.avatar, s.password_hash, s.disabled, s.promotion_id, s.isp_id,
       s.cainiao_config, s.created_at, s.session_version,
       COALESCE(json_agg(json_build_object('id', r.id, 'name', r.name, 'permissions', r.permissions))
                FILTER (WHERE r.id IS NOT NULL), '[]')
FROM staff s
LEFT JOIN staff_roles sr ON sr.staff_id = s.id
LEFT JOIN roles r ON r.id = sr.role_id
`

func (db *DB) oneStaff(ctx context.Context, what string, where string, arg any) (session.Staff, error) {
	var st session.Staff
	var roles []struct {
		ID          int64    `json:"id"`
		Name        string   `json:"name"`
		Permissions []string `json:"permissions"`
	}
	err := db.pool.QueryRow(ctx, staffSelect+where+" GROUP BY s.id", arg).Scan(
		&st.ID, &st.Username, &st.Email, &st.Mobile, &st.Avatar, &st.PasswordHash, &st.Disabled, &st.PromotionID, &st.IspID,
		&st.CainiaoConfig, &st.CreatedAt, &st.SessionVersion, &roles)
	if errors.Is(err, pgx.ErrNoRows) {
		return st, fmt.Errorf("staff %s: %w", what, session.ErrNotFound)
	}
	if err != nil {
		return st, fmt.Errorf("staff %s: %w", what, err)
	}
	for _, r := range roles {
		st.Roles = append(st.Roles, session.Role{ID: r.ID, Name: r.Name, Permissions: r.Permissions})
	}
	return st, nil
}

// StaffByUsername implements session.Store (staff_username_key indexes lower(username)).
func (db *DB) StaffByUsername(ctx context.Context, key string) (session.Staff, error) {
	return db.oneStaff(ctx, fmt.Sprintf("%q", key), "WHERE lower(s.username) = $1", key)
}

// StaffByID implements session.Store.
func (db *DB) StaffByID(ctx context.Context, id int64) (session.Staff, error) {
	return db.oneStaff(ctx, fmt.Sprint(id), "WHERE s.id = $1", id)
}

// StaffBySocial implements session.Store.
func (db *DB) StaffBySocial(ctx context.Context, platform, subject string) (session.Staff, error) {
	var id int64
	err := db.pool.QueryRow(ctx, "SELECT staff_id FROM staff_identities WHERE platform = $1 AND subject = $2",
		platform, subject).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return session.Staff{}, fmt.Errorf("identity %s:%s: %w", platform, subject, session.ErrNotFound)
	}
	if err != nil {
		return session.Staff{}, fmt.Errorf("identity %s:%s: %w", platform, subject, err)
	}
	return db.StaffByID(ctx, id)
}

// CreateStaff implements session.Store.
func (db *DB) CreateStaff(ctx context.Context, n session.NewStaff) (session.Staff, error) {
	var id int64
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `INSERT INTO staff (username, email, password_hash, created_at)
			VALUES ($1, $2, $3, $4) RETURNING id`, n.Username, n.Email, n.PasswordHash, n.CreatedAt).Scan(&id)
		if err != nil {
			return fmt.Errorf("staff %q: %w", n.Username, refused(err, unique("", session.ErrConflict)))
		}
		tag, err := tx.Exec(ctx, `INSERT INTO staff_roles (staff_id, role_id)
			SELECT $1, id FROM roles WHERE name = ANY($2)`, id, n.Roles)
		if err == nil && tag.RowsAffected() != int64(len(n.Roles)) {
			return fmt.Errorf("roles %v: %w", n.Roles, session.ErrNotFound)
		}
		return err
	})
	if err != nil {
		return session.Staff{}, fmt.Errorf("create staff: %w", err)
	}
	return db.StaffByID(ctx, id)
}

// LinkSocial links a provider identity to a staff member.
func (db *DB) LinkSocial(ctx context.Context, staffID int64, platform, subject string) error {
	_, err := db.pool.Exec(ctx, "INSERT INTO staff_identities (platform, subject, staff_id) VALUES ($1, $2, $3)",
		platform, subject, staffID)
	if err != nil {
		return fmt.Errorf("identity %s:%s: %w", platform, subject, refused(err, unique("", session.ErrConflict)))
	}
	return nil
}

// SaveRefreshToken implements session.Store.
func (db *DB) SaveRefreshToken(ctx context.Context, t session.RefreshToken) error {
	_, err := db.pool.Exec(ctx, `INSERT INTO refresh_tokens (hash, family, staff_id, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5)`, t.Hash, t.Family, t.StaffID, t.CreatedAt, t.ExpiresAt)
	if err != nil {
		return fmt.Errorf("save refresh token: %w", err)
	}
	return nil
}

// ConsumeRefreshToken implements session.Store. The row lock makes two concurrent
// exchanges of one token see each other: the second finds it used.
func (db *DB) ConsumeRefreshToken(ctx context.Context, hash string, at time.Time) (session.RefreshToken, error) {
	var t session.RefreshToken
	err := db.pool.QueryRow(ctx, `
		WITH prev AS (SELECT hash, used_at FROM refresh_tokens WHERE hash = $1 FOR UPDATE)
		UPDATE refresh_tokens r SET used_at = COALESCE(r.used_at, $2)
		FROM prev WHERE r.hash = prev.hash
		RETURNING r.hash, r.family, r.staff_id, r.created_at, r.expires_at, prev.used_at, r.revoked_at`,
		hash, at).Scan(&t.Hash, &t.Family, &t.StaffID, &t.CreatedAt, &t.ExpiresAt, &t.UsedAt, &t.RevokedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return t, fmt.Errorf("refresh token: %w", session.ErrNotFound)
	}
	if err != nil {
		return t, fmt.Errorf("consume refresh token: %w", err)
	}
	return t, nil
}

// EndSignIn implements session.Store.
func (db *DB) EndSignIn(ctx context.Context, staffID int64, family string, tokenVersion int64, at time.Time) error {
	_, err := db.pool.Exec(ctx, `WITH revoked AS (
			UPDATE refresh_tokens SET revoked_at = $3 WHERE family = $2 AND revoked_at IS NULL RETURNING 1)
		UPDATE staff SET session_version = session_version + 1
		WHERE id = $1 AND (EXISTS (SELECT FROM revoked) OR session_version = $4)`, staffID, family, at, tokenVersion)
	if err != nil {
		return fmt.Errorf("end sign-in %d: %w", staffID, err)
	}
	return nil
}

// SessionState implements session.Store: one primary-key read per authenticated request.
func (db *DB) SessionState(ctx context.Context, staffID int64) (session.SessionState, error) {
	var st session.SessionState
	err := db.pool.QueryRow(ctx, "SELECT session_version, disabled FROM staff WHERE id = $1", staffID).Scan(&st.Version, &st.Disabled)
	if errors.Is(err, pgx.ErrNoRows) {
		return st, fmt.Errorf("staff %d: %w", staffID, session.ErrNotFound)
	}
	if err != nil {
		return st, fmt.Errorf("session state of staff %d: %w", staffID, err)
	}
	return st, nil
}

// RecentLoginFailures implements session.Store.
func (db *DB) RecentLoginFailures(ctx context.Context, account, ip string, since time.Time) ([]time.Time, error) {
	rows, _ := db.pool.Query(ctx, `SELECT at FROM login_failures
		WHERE lower(account) = lower($1) AND ip = $2 AND at > $3`, account, ip, since)
	out, err := pgx.CollectRows(rows, pgx.RowTo[time.Time])
	if err != nil {
		return nil, fmt.Errorf("login failures: %w", err)
	}
	return out, nil
}

// AddLoginFailure implements session.Store; rows older than the window go at the same
// time, so the table stays small.
func (db *DB) AddLoginFailure(ctx context.Context, account, ip string, at time.Time) error {
	batch := &pgx.Batch{}
	batch.Queue("DELETE FROM login_failures WHERE lower(account) = lower($1) AND ip = $2 AND at < $3",
		account, ip, at.Add(-session.FailureWindow))
	batch.Queue("INSERT INTO login_failures (account, ip, at) VALUES ($1, $2, $3)", account, ip, at)
	if err := db.pool.SendBatch(ctx, batch).Close(); err != nil {
		return fmt.Errorf("add login failure: %w", err)
	}
	return nil
}

// ClearLoginFailures implements session.Store.
func (db *DB) ClearLoginFailures(ctx context.Context, account, ip string) error {
	_, err := db.pool.Exec(ctx, "DELETE FROM login_failures WHERE lower(account) = lower($1) AND ip = $2", account, ip)
	if err != nil {
		return fmt.Errorf("clear login failures: %w", err)
	}
	return nil
}

// PruneSessions implements session.Store.
func (db *DB) PruneSessions(ctx context.Context, tokensBefore, failuresBefore time.Time) (int64, error) {
	tokens, err := db.pool.Exec(ctx, "DELETE FROM refresh_tokens WHERE expires_at < $1", tokensBefore)
	if err != nil {
		return 0, fmt.Errorf("prune refresh tokens: %w", err)
	}
	failures, err := db.pool.Exec(ctx, "DELETE FROM login_failures WHERE at < $1", failuresBefore)
	if err != nil {
		return 0, fmt.Errorf("prune login failures: %w", err)
	}
	return tokens.RowsAffected() + failures.RowsAffected(), nil
}
