import type { FreightPricing, FreightTemplate, FreightTemplateInput } from '../../api/generated/model';

export type ChargeType = FreightPricing['chargeType'];

interface FeeValues {
  firstUnit?: string;
  firstFee?: string;
  extraUnit?: string;
  extraFee?: string;
}

/** The rule editor's values; their names are the request's, so a refusal lands on its field. */
export interface FreightFormValues {
  name: string;
  chargeType: ChargeType;
  defaultRule: FeeValues;
  rules?: (FeeValues & { regions?: string[] })[];
  freeRules?: { regions?: string[]; minUnits?: string; minAmount?: string }[];
  noDelivery?: string[];
}

export const UNITS = /^\d{1,6}(\.\d{1,3})?$/;
export const WHOLE = /^\d{1,6}$/;
export const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A new template: by pieces, 10.00 for the first piece and 5.00 for each more. */
export const NEW_TEMPLATE: FreightFormValues = {
  name: '',
  chargeType: 'piece',
  defaultRule: { firstUnit: '1', firstFee: '10', extraUnit: '1', extraFee: '5' },
  rules: [],
  freeRules: [],
  noDelivery: [],
};

const text = (v: string | undefined) => (v ?? '').trim();

function fee(v: FeeValues) {
  return { firstUnit: text(v.firstUnit), firstFee: text(v.firstFee), extraUnit: text(v.extraUnit), extraFee: text(v.extraFee) };
}

/** The pricing part of the request (also what the calculate box sends). */
export function toPricing(v: FreightFormValues): FreightPricing {
  return {
    chargeType: v.chargeType,
    defaultRule: fee(v.defaultRule ?? {}),
    rules: (v.rules ?? []).map((r) => ({ ...fee(r), regions: r.regions ?? [] })),
    freeRules: (v.freeRules ?? []).map((f) => {
      const out: FreightPricing['freeRules'][number] = { regions: f.regions ?? [] };
      if (text(f.minUnits)) out.minUnits = text(f.minUnits);
      if (text(f.minAmount)) out.minAmount = text(f.minAmount);
      return out;
    }),
    noDelivery: v.noDelivery ?? [],
  };
}

export function toInput(v: FreightFormValues, id?: number): FreightTemplateInput {
  const body: FreightTemplateInput = { ...toPricing(v), name: v.name.trim() };
  if (id) body.id = id;
  return body;
}

export function fromTemplate(t: FreightTemplate): FreightFormValues {
  return {
    name: t.name,
    chargeType: t.chargeType,
    defaultRule: { ...t.defaultRule },
    rules: t.rules.map((r) => ({ ...r, regions: [...r.regions] })),
    freeRules: t.freeRules.map((f) => ({ regions: [...f.regions], minUnits: f.minUnits, minAmount: f.minAmount })),
    noDelivery: [...t.noDelivery],
  };
}
