import {PRICE_CENTS} from '../../../config/site'
import type {AppliedCoupon} from '../api'
import {formatMoney} from '../../../lib/money'
import {CHECKOUT_MESSAGES as M} from '../messages'
import {CouponField} from './coupon-field'
import * as styles from './checkout.module.css'
import {TextList} from '../../../components/ui/text-list'
import {CardSection} from './card-section'

type Props = {
  coupon: AppliedCoupon | null
  totalCents: number
  /** The site's one refund promise (Studio), the same words as on the home page, the Terms and /refund. */
  guaranteeText: string
  onApplyCoupon: (coupon: AppliedCoupon) => void
  onRemoveCoupon: () => void
}

/** Product, coupon area, totals with two decimals, 'What You Get' and the guarantee. */
export function OrderSummary({coupon, totalCents, guaranteeText, onApplyCoupon, onRemoveCoupon}: Props) {
  return (
    <CardSection id="order-summary-heading" title={M.orderSummary}>
      <div className={styles.product}>
        <div>
          <p className={styles.productName}>{M.productName}</p>
          <p className={styles.muted}>{M.productDetail}</p>
        </div>
        <p className={styles.price}>{formatMoney(PRICE_CENTS)}</p>
      </div>
      <CouponField applied={coupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
      <dl className={styles.totals}>
        <div>
          <dt>{M.subtotal}</dt>
          <dd>{formatMoney(PRICE_CENTS)}</dd>
        </div>
        {coupon ? (
          <div className={styles.discount}>
            <dt>
              {M.discount} ({coupon.code})
            </dt>
            <dd>{formatMoney(-coupon.amountOffCents)}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{M.total}</dt>
          <dd data-testid="order-total">{formatMoney(totalCents)}</dd>
        </div>
      </dl>
      <h3 className={styles.subTitle}>{M.whatYouGet}</h3>
      <TextList items={M.whatYouGetItems} className={styles.checkList} />
      <div className={styles.guarantee}>
        <p className={styles.guaranteeTitle}>{M.guaranteeTitle}</p>
        <p>{guaranteeText}</p>
      </div>
    </CardSection>
  )
}
