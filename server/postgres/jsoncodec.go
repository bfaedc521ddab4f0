package postgres

import (
	"context"

	gojson "github.com/goccy/go-json"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
)

// jsonCodecs decodes and encodes json and jsonb columns with go-json, as the HTTP layer
// does: goods rows carry their specs, attributes and pictures as jsonb, and encoding/json
// was a third of a goods list's Go time.
func jsonCodecs(_ context.Context, conn *pgx.Conn) error {
	m := conn.TypeMap()
	m.RegisterType(&pgtype.Type{Name: "json", OID: pgtype.JSONOID,
		Codec: &pgtype.JSONCodec{Marshal: gojson.Marshal, Unmarshal: gojson.Unmarshal}})
	m.RegisterType(&pgtype.Type{Name: "jsonb", OID: pgtype.JSONBOID,
		Codec: &pgtype.JSONBCodec{Marshal: gojson.Marshal, Unmarshal: gojson.Unmarshal}})
	return nil
}
