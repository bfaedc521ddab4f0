package session

import (
	"context"
	"log/slog"
)

func logError(ctx context.Context, err error) {
	slog.ErrorContext(ctx, "session", "err", err)
}
