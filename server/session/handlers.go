package session

import (
	"context"
	"net/http"
	"time"

	"shopconsole/server/access"
	"shopconsole/server/api"
)

// RefreshCookie is the name of the httpOnly cookie holding the refresh token.
const RefreshCookie = "shop_refresh"

// Handlers serves the session operations of the contract.
type Handlers struct {
	svc *Service
	// SecureCookie marks the refresh cookie Secure (behind TLS).
	SecureCookie bool
}

// NewHandlers returns the session part of the API server.
func NewHandlers(svc *Service, secureCookie bool) *Handlers {
	return &Handlers{svc: svc, SecureCookie: secureCookie}
}

func (h *Handlers) cookie(value string, maxAge time.Duration) *string {
	c := (&http.Cookie{
		Name: RefreshCookie, Value: value, Path: "/api", MaxAge: int(maxAge.Seconds()),
		HttpOnly: true, Secure: h.SecureCookie, SameSite: http.SameSiteStrictMode,
	}).String()
	return &c
}

func (h *Handlers) clearCookie() *string {
	c := (&http.Cookie{
		Name: RefreshCookie, Value: "", Path: "/api", MaxAge: -1,
		HttpOnly: true, Secure: h.SecureCookie, SameSite: http.SameSiteStrictMode,
	}).String()
	return &c
}

func (h *Handlers) tokenBody(ctx context.Context, iss Issued) (api.TokenEnvelope, *string) {
	return api.TokenEnvelope{Code: 200, Msg: access.OK(ctx), Data: api.Token{Token: iss.Access}},
		h.cookie(iss.Refresh, h.svc.cfg.RefreshTTL)
}

func credentials(b *api.LoginRequest) Credentials {
	return Credentials{Username: deref(b.Username), Password: deref(b.Password), Encrypted: deref(b.Encrypted)}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// GetPublicKey implements GET /publicKey.
func (h *Handlers) GetPublicKey(ctx context.Context, _ api.GetPublicKeyRequestObject) (api.GetPublicKeyResponseObject, error) {
	key, mock := h.svc.PublicKey()
	return api.GetPublicKey200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.PublicKey{PublicKey: key, MockServer: mock}}, nil
}

// ShopLogin implements POST /shop/login.
func (h *Handlers) ShopLogin(ctx context.Context, req api.ShopLoginRequestObject) (api.ShopLoginResponseObject, error) {
	iss, err := h.svc.Login(ctx, credentials(req.Body))
	if err != nil {
		return nil, err
	}
	body, cookie := h.tokenBody(ctx, iss)
	return api.ShopLogin200JSONResponse{Body: body, Headers: api.ShopLogin200ResponseHeaders{SetCookie: cookie}}, nil
}

// Login implements the deprecated alias POST /login.
func (h *Handlers) Login(ctx context.Context, req api.LoginRequestObject) (api.LoginResponseObject, error) {
	iss, err := h.svc.Login(ctx, credentials(req.Body))
	if err != nil {
		return nil, err
	}
	body, cookie := h.tokenBody(ctx, iss)
	return api.Login200JSONResponse{Body: body, Headers: api.Login200ResponseHeaders{SetCookie: cookie}}, nil
}

// SocialLogin implements POST /socialLogin.
func (h *Handlers) SocialLogin(ctx context.Context, req api.SocialLoginRequestObject) (api.SocialLoginResponseObject, error) {
	iss, err := h.svc.Social(ctx, deref(req.Body.Platform), req.Body.Code)
	if err != nil {
		return nil, err
	}
	body, cookie := h.tokenBody(ctx, iss)
	return api.SocialLogin200JSONResponse{Body: body, Headers: api.SocialLogin200ResponseHeaders{SetCookie: cookie}}, nil
}

// Register implements POST /register.
func (h *Handlers) Register(ctx context.Context, req api.RegisterRequestObject) (api.RegisterResponseObject, error) {
	email := ""
	if req.Body.Email != nil {
		email = string(*req.Body.Email)
	}
	iss, err := h.svc.Register(ctx, Registration{Username: req.Body.Username, Password: req.Body.Password, Email: email})
	if err != nil {
		return nil, err
	}
	body, cookie := h.tokenBody(ctx, iss)
	return api.Register200JSONResponse{Body: body, Headers: api.Register200ResponseHeaders{SetCookie: cookie}}, nil
}

func (h *Handlers) userInfo(ctx context.Context) (api.UserInfoEnvelope, error) {
	staff, err := h.svc.Me(ctx)
	if err != nil {
		return api.UserInfoEnvelope{}, err
	}
	roles, perms := RolesAndPermissions(staff)
	info := api.UserInfo{
		Username: staff.Username, Avatar: staff.Avatar, Roles: roles, Permissions: perms,
		PromotionId: staff.PromotionID, IspId: staff.IspID,
	}
	if staff.CainiaoConfig != nil {
		info.CainiaoConfig = &staff.CainiaoConfig
	}
	return api.UserInfoEnvelope{Code: 200, Msg: access.OK(ctx), Data: info}, nil
}

// GetShopAdminInfo implements GET /shop/admin/info.
func (h *Handlers) GetShopAdminInfo(ctx context.Context, _ api.GetShopAdminInfoRequestObject) (api.GetShopAdminInfoResponseObject, error) {
	env, err := h.userInfo(ctx)
	return api.GetShopAdminInfo200JSONResponse(env), err
}

// GetUserInfo implements the deprecated alias GET /userInfo.
func (h *Handlers) GetUserInfo(ctx context.Context, _ api.GetUserInfoRequestObject) (api.GetUserInfoResponseObject, error) {
	env, err := h.userInfo(ctx)
	return api.GetUserInfo200JSONResponse(env), err
}

// Logout implements GET /logout: the cookie's and the bearer token's sign-ins end.
func (h *Handlers) Logout(ctx context.Context, req api.LogoutRequestObject) (api.LogoutResponseObject, error) {
	if err := h.svc.Logout(ctx, deref(req.Params.ShopRefresh), Presented(ctx)); err != nil {
		return nil, err
	}
	return api.Logout200JSONResponse{
		Body:    api.EmptyEnvelope{Code: 200, Msg: access.OK(ctx)},
		Headers: api.Logout200ResponseHeaders{SetCookie: h.clearCookie()},
	}, nil
}

// ExpireToken implements GET /expireToken.
func (h *Handlers) ExpireToken(ctx context.Context, _ api.ExpireTokenRequestObject) (api.ExpireTokenResponseObject, error) {
	issued, age, err := h.svc.TokenAge(ctx)
	if err != nil {
		return nil, err
	}
	return api.ExpireToken200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: api.TokenAge{IssuedAt: issued, AgeMs: age.Milliseconds()}}, nil
}

// RefreshToken implements GET /refreshToken.
func (h *Handlers) RefreshToken(ctx context.Context, req api.RefreshTokenRequestObject) (api.RefreshTokenResponseObject, error) {
	iss, err := h.svc.Refresh(ctx, deref(req.Params.ShopRefresh))
	if err != nil {
		return nil, err
	}
	body, cookie := h.tokenBody(ctx, iss)
	return api.RefreshToken200JSONResponse{Body: body, Headers: api.RefreshToken200ResponseHeaders{SetCookie: cookie}}, nil
}

// ShopSmsCode implements POST /shop/smsCode.
func (h *Handlers) ShopSmsCode(ctx context.Context, req api.ShopSmsCodeRequestObject) (api.ShopSmsCodeResponseObject, error) {
	if err := h.svc.SendSMSCode(ctx, req.Body.Mobile); err != nil {
		return nil, err
	}
	return api.ShopSmsCode200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// ShopSmsLogin implements POST /shop/smsLogin.
func (h *Handlers) ShopSmsLogin(ctx context.Context, req api.ShopSmsLoginRequestObject) (api.ShopSmsLoginResponseObject, error) {
	iss, err := h.svc.SMSLogin(ctx, req.Body.Mobile, req.Body.Code)
	if err != nil {
		return nil, err
	}
	body, cookie := h.tokenBody(ctx, iss)
	return api.ShopSmsLogin200JSONResponse{Body: body, Headers: api.ShopSmsLogin200ResponseHeaders{SetCookie: cookie}}, nil
}
