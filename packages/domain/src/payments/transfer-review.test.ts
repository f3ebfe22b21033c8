import { describe, expect, it } from 'vitest';
import { reviewLabel, transferReview, TRANSFER_REVIEW_LABEL } from './transfer-review.ts';

describe('transferReview (decision 0071)', () => {
  it('reads «En revisión» while the latest report waits, the rejection until a new report, nothing once paid', () => {
    expect(transferReview({ status: 'pending' }, null)).toBeNull();
    expect(transferReview({ status: 'pending' }, { status: 'in_review' })).toBe('in_review');
    expect(transferReview({ status: 'pending' }, { status: 'rejected' })).toBe('rejected');
    expect(transferReview({ status: 'paid' }, { status: 'in_review' })).toBeNull();
    expect(transferReview({ status: 'paid' }, { status: 'confirmed' })).toBeNull();
    // Confirmed, then marked pending again by hand: nothing waits.
    expect(transferReview({ status: 'pending' }, { status: 'confirmed' })).toBeNull();
  });

  it('the row word: «En revisión» over the state only while in review', () => {
    expect(reviewLabel('in_review', 'Vencido')).toBe(TRANSFER_REVIEW_LABEL);
    expect(TRANSFER_REVIEW_LABEL).toBe('En revisión');
    expect(reviewLabel('rejected', 'Pendiente')).toBe('Pendiente');
    expect(reviewLabel(null, 'Pagado')).toBe('Pagado');
  });
});
