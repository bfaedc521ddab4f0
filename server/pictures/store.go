package pictures

import "context"

// Store is what the service needs of a backend. It decides nothing a user could notice.
type Store interface {
	// Tx runs fn in one transaction: nothing fn wrote stays when it fails.
	Tx(ctx context.Context, fn func(tx Tx) error) error
	Albums(ctx context.Context, f AlbumFilter) ([]Album, int64, error)
	Album(ctx context.Context, id int64) (Album, error) // ErrNotFound
	Pictures(ctx context.Context, f PictureFilter) ([]Picture, int64, error)
	Picture(ctx context.Context, id int64) (Picture, error) // ErrNotFound
}

// Tx is a transaction over the album tables.
type Tx interface {
	Album(id int64, forUpdate bool) (Album, error) // ErrNotFound
	// AlbumNamed answers the album of that name, if any.
	AlbumNamed(name string) (Album, bool, error)
	// DefaultAlbum answers the album marked default.
	DefaultAlbum() (Album, error)
	AddAlbum(a Album) (Album, error) // assigns the id; ErrDuplicate on a name race
	// SaveAlbum stores the album's name, cover, sort and creation time; ErrDuplicate on a
	// name race.
	SaveAlbum(a Album) error
	DeleteAlbum(id int64) error
	Picture(id int64, forUpdate bool) (Picture, error) // ErrNotFound
	AddPicture(p Picture) (Picture, error)             // assigns the id
	SavePicture(p Picture) error
	DeletePicture(id int64) error
	// MovePictures moves every picture of album from into album to.
	MovePictures(from, to int64) error
}
