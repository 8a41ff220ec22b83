import { languageCodes } from '@mall/i18n';
import {
  type AddSellerProductArgs,
  ErrorCode,
  isApiError,
  useAddSellerProductMutation,
  useUploadFileMutation,
} from '@mall/sdk';
import type { PanelTranslator } from '../shared/translator';
import type { AddOutcome } from './new-product-form';
import { type NewProductValues, textFields, textKey } from './new-product-schema';
import { toMinor } from './product-schema';

/** The texts the seller wrote; an empty one is left out, so that language falls back to English. */
const writtenTexts = (values: NewProductValues) =>
  Object.fromEntries(
    languageCodes.flatMap((language) =>
      textFields
        .map((field) => textKey(field, language))
        .filter((key) => language === 'en' || values[key] !== '')
        .map((key) => [key, values[key]]),
    ),
  ) as Pick<AddSellerProductArgs, 'name_en' | 'short_description_en' | 'description_en'>;

/**
 * Adds a product: each picture goes up first (purpose `product_image`), then the product names them. The
 * operation answers 2000019 for a category or brand it does not know (the shop exists: the screen checked).
 */
export function useAddProduct(t: PanelTranslator) {
  const [upload] = useUploadFileMutation();
  const [add] = useAddSellerProductMutation();
  return async (values: NewProductValues): Promise<AddOutcome> => {
    const imageIds: number[] = [];
    for (const image of values.images) {
      const uploaded = await upload({ file: image, purpose: 'product_image' });
      if (!uploaded.data) return { added: false };
      imageIds.push(uploaded.data.id);
    }
    const result = await add({
      ...writtenTexts(values),
      price_minor: toMinor(values.price),
      stock: Number(values.stock),
      category_id: Number(values.category_id),
      ...(values.brand_id ? { brand_id: Number(values.brand_id) } : {}),
      image_file_ids: imageIds,
    });
    if (isApiError(result.error, ErrorCode.NO_DATA_FOUND)) {
      const unavailable = t('products.add.unavailable');
      return {
        added: false,
        errors: { category_id: unavailable, ...(values.brand_id && { brand_id: unavailable }) },
      };
    }
    return result.error ? { added: false } : { added: true };
  };
}
