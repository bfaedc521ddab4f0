package freight

import (
	"context"
	"fmt"

	"shopconsole/server/access"
	"shopconsole/server/api"
	"shopconsole/server/apperr"
	"shopconsole/server/i18n"
	"shopconsole/server/kernel"
	"shopconsole/server/money"
)

// Handlers serves the freight operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the freight part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

// parser reads the contract's decimal strings, keeping the first failure with its field.
type parser struct{ err error }

func (p *parser) units(field, s string) Units {
	u, ok := ParseUnits(s)
	if !ok && p.err == nil {
		p.err = apperr.Invalid(field, "freight.badUnits", field)
	}
	return u
}

func (p *parser) money(field, s string) int64 {
	c, err := money.Parse(s)
	if err != nil && p.err == nil {
		p.err = apperr.Invalid(field, "freight.badMoney", field)
	}
	return c
}

func (p *parser) fee(field string, f api.FreightFee, regions []string) Rule {
	return Rule{Regions: regions, FirstUnit: p.units(field+"firstUnit", f.FirstUnit), FirstFee: p.money(field+"firstFee", f.FirstFee),
		ExtraUnit: p.units(field+"extraUnit", f.ExtraUnit), ExtraFee: p.money(field+"extraFee", f.ExtraFee)}
}

// pricing converts the contract's pricing; prefix leads the fields it names.
func pricing(prefix string, charge string, def api.FreightFee, rules []api.FreightRule, free []api.FreeRule, none []string) (Pricing, error) {
	var p parser
	out := Pricing{Charge: ChargeType(charge), Default: p.fee(prefix+"defaultRule.", def, nil), NoDelivery: none,
		Rules: make([]Rule, len(rules)), Free: make([]FreeRule, len(free))}
	for i, r := range rules {
		out.Rules[i] = p.fee(fmt.Sprintf("%srules.%d.", prefix, i), api.FreightFee{FirstUnit: r.FirstUnit, FirstFee: r.FirstFee,
			ExtraUnit: r.ExtraUnit, ExtraFee: r.ExtraFee}, r.Regions)
	}
	for i, f := range free {
		field := fmt.Sprintf("%sfreeRules.%d.", prefix, i)
		out.Free[i] = FreeRule{Regions: f.Regions}
		if f.MinUnits != nil {
			out.Free[i].MinUnits = p.units(field+"minUnits", *f.MinUnits)
		}
		if f.MinAmount != nil {
			out.Free[i].MinAmount = p.money(field+"minAmount", *f.MinAmount)
		}
	}
	return out, p.err
}

func feeAPI(r Rule) api.FreightFee {
	return api.FreightFee{FirstUnit: r.FirstUnit.String(), FirstFee: money.Format(r.FirstFee),
		ExtraUnit: r.ExtraUnit.String(), ExtraFee: money.Format(r.ExtraFee)}
}

func templateAPI(t Template) api.FreightTemplate {
	p := normalise(t.Pricing)
	out := api.FreightTemplate{Id: t.ID, Name: t.Name, ChargeType: api.FreightTemplateChargeType(p.Charge),
		DefaultRule: feeAPI(p.Default), Rules: make([]api.FreightRule, len(p.Rules)), FreeRules: make([]api.FreeRule, len(p.Free)),
		NoDelivery: p.NoDelivery, CreatedAt: t.CreatedAt.UTC(), UpdatedAt: t.UpdatedAt.UTC()}
	for i, r := range p.Rules {
		f := feeAPI(r)
		out.Rules[i] = api.FreightRule{Regions: r.Regions, FirstUnit: f.FirstUnit, FirstFee: f.FirstFee, ExtraUnit: f.ExtraUnit, ExtraFee: f.ExtraFee}
	}
	for i, f := range p.Free {
		out.FreeRules[i] = api.FreeRule{Regions: f.Regions}
		if f.MinUnits > 0 {
			s := f.MinUnits.String()
			out.FreeRules[i].MinUnits = &s
		}
		if f.MinAmount > 0 {
			s := money.Format(f.MinAmount)
			out.FreeRules[i].MinAmount = &s
		}
	}
	return out
}

func templateOf(b api.FreightTemplateInput) (Template, error) {
	p, err := pricing("", string(b.ChargeType), b.DefaultRule, b.Rules, b.FreeRules, b.NoDelivery)
	t := Template{Name: b.Name, Pricing: p}
	if b.Id != nil {
		t.ID = *b.Id
	}
	return t, err
}

// AdminFreightIndex implements GET /admin/freight/index.
func (h *Handlers) AdminFreightIndex(ctx context.Context, req api.AdminFreightIndexRequestObject) (api.AdminFreightIndexResponseObject, error) {
	p := req.Params
	f := Filter{Page: kernel.PageOf(ctx, p.PageNo, p.PageSize).Filtered(p.Keyword != nil || p.ChargeType != nil)}
	if p.Keyword != nil {
		f.Keyword = *p.Keyword
	}
	if p.ChargeType != nil {
		f.Charge = ChargeType(*p.ChargeType)
	}
	rows, total, err := h.svc.List(ctx, f)
	if err != nil {
		return nil, err
	}
	list := make([]api.FreightTemplate, len(rows))
	for i, t := range rows {
		list[i] = templateAPI(t)
	}
	exact, countCap := kernel.Bound(f.Page, &total)
	return api.AdminFreightIndex200JSONResponse{Code: 200, Msg: access.OK(ctx),
		Data: api.FreightTemplateList{List: list, Total: int(total), Exact: exact, CountCap: countCap}}, nil
}

// AdminFreightDetail implements GET /admin/freight/detail.
func (h *Handlers) AdminFreightDetail(ctx context.Context, req api.AdminFreightDetailRequestObject) (api.AdminFreightDetailResponseObject, error) {
	t, err := h.svc.Get(ctx, req.Params.Id)
	if err != nil {
		return nil, err
	}
	return api.AdminFreightDetail200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: templateAPI(t)}, nil
}

// AdminFreightAdd implements POST /admin/freight/add.
func (h *Handlers) AdminFreightAdd(ctx context.Context, req api.AdminFreightAddRequestObject) (api.AdminFreightAddResponseObject, error) {
	t, err := templateOf(*req.Body)
	if err != nil {
		return nil, err
	}
	if t, err = h.svc.Add(ctx, t); err != nil {
		return nil, err
	}
	return api.AdminFreightAdd200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: templateAPI(t)}, nil
}

// AdminFreightEdit implements POST /admin/freight/edit.
func (h *Handlers) AdminFreightEdit(ctx context.Context, req api.AdminFreightEditRequestObject) (api.AdminFreightEditResponseObject, error) {
	if req.Body.Id == nil {
		return nil, apperr.Invalid("id", "freight.required", "id")
	}
	t, err := templateOf(*req.Body)
	if err != nil {
		return nil, err
	}
	if t, err = h.svc.Edit(ctx, t); err != nil {
		return nil, err
	}
	return api.AdminFreightEdit200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: templateAPI(t)}, nil
}

// AdminFreightDestroy implements POST /admin/freight/destroy.
func (h *Handlers) AdminFreightDestroy(ctx context.Context, req api.AdminFreightDestroyRequestObject) (api.AdminFreightDestroyResponseObject, error) {
	if err := h.svc.Destroy(ctx, req.Body.Id); err != nil {
		return nil, err
	}
	return api.AdminFreightDestroy200JSONResponse{Code: 200, Msg: access.OK(ctx)}, nil
}

// AdminFreightCalculate implements POST /admin/freight/calculate.
func (h *Handlers) AdminFreightCalculate(ctx context.Context, req api.AdminFreightCalculateRequestObject) (api.AdminFreightCalculateResponseObject, error) {
	b := req.Body
	c := Calculation{Region: b.RegionCode}
	if b.TemplateId != nil {
		c.TemplateID = *b.TemplateId
	}
	var p parser
	if b.Template != nil {
		t := b.Template
		pr, err := pricing("template.", string(t.ChargeType), t.DefaultRule, t.Rules, t.FreeRules, t.NoDelivery)
		if err != nil {
			return nil, err
		}
		c.Pricing = &pr
	}
	if b.Quantity != nil {
		c.Parcel.Quantity = int64(*b.Quantity)
	}
	if b.Weight != nil {
		c.Parcel.Weight = p.units("weight", *b.Weight)
	}
	if b.Volume != nil {
		c.Parcel.Volume = p.units("volume", *b.Volume)
	}
	if b.Amount != nil {
		c.Parcel.Amount = p.money("amount", *b.Amount)
	}
	if p.err != nil {
		return nil, p.err
	}
	out, err := h.svc.Calculate(ctx, c)
	if err != nil {
		return nil, err
	}
	q := api.FreightQuote{Deliverable: true, Fee: money.Format(out.Quote.Fee), Free: out.Quote.Free,
		Level: api.FreightQuoteLevel(out.Quote.Level), Region: out.Quote.Region, Units: out.Quote.Units.String()}
	if out.Refused != "" {
		q = api.FreightQuote{Fee: money.Format(0), Level: "none", Region: out.Refused, Units: "0",
			Reason: i18n.T(access.ClientFrom(ctx).Lang, "freight.undeliverable", out.RefusedName)}
	}
	return api.AdminFreightCalculate200JSONResponse{Code: 200, Msg: access.OK(ctx), Data: q}, nil
}
