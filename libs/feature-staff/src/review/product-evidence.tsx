import { bcp47, isLanguage, languages } from '@mall/i18n';
import type { GetStaffProductDetailData } from '@mall/sdk';
import type { EvidenceProps } from '../queues/queue-config';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { ZoomableImage } from '../zoomable-image/zoomable-image';
import { EvidenceSection, Facts, zoomLabels } from './evidence-parts';

/** A product awaiting approval: its pictures, every language's name and description, price, stock and shop. */
export function ProductEvidence({ detail, t, locale }: EvidenceProps<GetStaffProductDetailData>) {
  const when = useWhen();
  const labels = zoomLabels(t);
  const { product: item, texts, contact } = detail;
  const pictures = item.images.length > 0 ? item.images : [item.image].filter(Boolean);
  return (
    <div className={styles.stackedEvidence}>
      <div className={styles.evidence}>
        <EvidenceSection title={t('product.pictures')}>
          <div className={styles.gallery}>
            {pictures.map((src, index) => (
              <ZoomableImage
                key={src}
                src={src}
                alt={t('product.pictureAlt', { index: index + 1, count: pictures.length })}
                labels={labels}
              />
            ))}
          </div>
        </EvidenceSection>
        <EvidenceSection title={t('product.details')}>
          <Facts
            items={[
              [t('product.price'), formatUsd(item.price_minor, locale)],
              [t('product.stock'), String(item.stock)],
              [t('product.shop'), item.shop.name],
              [t('task.customer'), `${contact.name} · ${contact.email}`],
              [t('task.submitted'), when(item.created_at)],
              item.review_message !== null && [t('task.message'), item.review_message],
            ]}
          />
        </EvidenceSection>
      </div>
      <EvidenceSection title={t('product.texts')}>
        <div className={styles.texts}>
          {texts.map((text) => {
            const tag = isLanguage(text.lang) ? bcp47(text.lang) : text.lang;
            const language = languages.find((known) => known.code === text.lang)?.name ?? text.lang;
            return (
              <section key={text.lang} className={styles.text} aria-label={language}>
                <h3 className={styles.textLanguage}>{language}</h3>
                <p className={styles.figureName} lang={tag}>
                  {text.name}
                </p>
                {text.short_description !== '' && (
                  <p className={styles.longText} lang={tag}>
                    {text.short_description}
                  </p>
                )}
                {text.description !== '' && (
                  <p className={styles.longText} lang={tag}>
                    {text.description}
                  </p>
                )}
              </section>
            );
          })}
        </div>
      </EvidenceSection>
    </div>
  );
}
