import type { Goods, GoodsInput, SkuInput } from '../../../api/generated/model';
import type { Category } from '../../../api/generated/model';
import { pathTo } from '../categories/tree';
import { attributesInput, type AttributeValue } from './attributes';
import { regenerate, usableSpecs, type SkuRow, type SpecRow } from './skuGrid';

/** A picture of the goods: an album picture (id) or a URL kept from before the album. */
export interface PictureValue {
  id?: number;
  url?: string;
}

/** The publish form's values. */
export interface GoodsFormValues {
  name: string;
  categoryPath?: number[];
  pictures?: PictureValue[];
  attributes?: AttributeValue[];
  video?: string;
  sort?: number;
  specType: 'single' | 'multi';
  specs?: SpecRow[];
  skus: SkuRow[];
  stockWarning?: number;
  freightType: 'free' | 'flat' | 'template';
  freightFee?: string;
  freightTemplateId?: number;
  serviceIds?: number[];
  description?: string;
}

export const emptyGoods: GoodsFormValues = {
  name: '',
  pictures: [],
  attributes: [],
  specType: 'single',
  specs: [],
  skus: regenerate([], []),
  stockWarning: 0,
  sort: 0,
  freightType: 'free',
  serviceIds: [],
  description: '',
};

/** A goods as the form shows it. */
export function toForm(g: Goods, categories: Category[]): GoodsFormValues {
  return {
    name: g.name,
    categoryPath: g.categoryId ? pathTo(categories, g.categoryId) : undefined,
    pictures: g.pictures.map((p) => ({ ...p })),
    attributes: g.attributes.map((a) => ({ name: a.name, values: [...a.values] })),
    video: g.video,
    sort: g.sort,
    specType: g.specType,
    specs: g.specs.map((s) => ({ name: s.name, values: [...s.values] })),
    skus: g.skus.map((s) => ({ ...s, specs: [...s.specs] })),
    stockWarning: g.stockWarning,
    freightType: g.freight.type,
    freightFee: g.freight.type === 'flat' ? g.freight.fee : undefined,
    freightTemplateId: g.freight.type === 'template' ? g.freight.templateId : undefined,
    serviceIds: g.serviceIds,
    description: g.description,
  };
}

const text = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());

/** The form's values as the contract's input, saved as a draft (off) or published (on). */
export function toInput(v: GoodsFormValues, status: 'on' | 'off', id?: number): GoodsInput {
  const multi = v.specType === 'multi';
  const specs = multi ? usableSpecs(v.specs) : [];
  const skus: SkuInput[] = regenerate(specs, v.skus).map((s) => ({
    ...(s.id ? { id: s.id } : {}),
    specs: s.specs,
    price: text(s.price),
    marketPrice: text(s.marketPrice),
    costPrice: text(s.costPrice),
    stock: Number(s.stock) || 0,
    weight: s.weight ?? undefined,
    volume: s.volume ?? undefined,
    barcode: text(s.barcode),
    ...(s.pictureId ? { pictureId: s.pictureId } : {}),
  }));
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    categoryId: v.categoryPath?.length ? v.categoryPath[v.categoryPath.length - 1] : 0,
    pictures: (v.pictures ?? []).filter((p) => p.id || text(p.url)).map((p) => (p.id ? { id: p.id } : { url: (p.url ?? '').trim() })),
    attributes: attributesInput(v.attributes),
    video: text(v.video) ?? '',
    sort: v.sort ?? 0,
    specType: v.specType,
    specs,
    skus,
    stockWarning: v.stockWarning ?? 0,
    freight:
      v.freightType === 'flat'
        ? { type: 'flat', fee: text(v.freightFee) }
        : v.freightType === 'template'
          ? { type: 'template', templateId: v.freightTemplateId }
          : { type: 'free' },
    serviceIds: (v.serviceIds ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0),
    description: v.description ?? '',
    status,
  };
}
