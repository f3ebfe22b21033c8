-- A payment's percent is its share of the proposal's whole total, paid or not (issue 30 §2,
-- docs/decisions/0063). Until now a pending payment stored its share of total − paid amounts, so a
-- project whose 40 % advance was paid showed «Porcentaje 50» for a payment of 30 % of the total.
-- Every plan is rewritten with the rule of packages/domain (sharesOfTotal): each share in basis
-- points floored, the missing ones going one each to the largest remainders, the earliest payment
-- (position, then id, as the API reads them) on a tie — so a plan's percents sum to exactly 100.00.
-- Integer arithmetic on cents (div/mod of numeric are exact); amounts are not touched.
WITH plan AS (
  SELECT id, project_id, position, (amount * 100) AS cents, sum(amount * 100) OVER (PARTITION BY project_id) AS total
  FROM payments
), exact AS (
  SELECT id, project_id, position, total,
    CASE WHEN total > 0 THEN div(cents * 10000, total) ELSE 0 END AS floor_bp,
    CASE WHEN total > 0 THEN mod(cents * 10000, total) ELSE 0 END AS remainder
  FROM plan
), ranked AS (
  SELECT id, total, floor_bp,
    10000 - sum(floor_bp) OVER (PARTITION BY project_id) AS missing,
    row_number() OVER (PARTITION BY project_id ORDER BY remainder DESC, position, id) AS place
  FROM exact
)
UPDATE payments AS p
SET percent = (r.floor_bp + CASE WHEN r.total > 0 AND r.place <= r.missing THEN 1 ELSE 0 END) / 100.0
FROM ranked AS r
WHERE p.id = r.id
  AND p.percent <> (r.floor_bp + CASE WHEN r.total > 0 AND r.place <= r.missing THEN 1 ELSE 0 END) / 100.0;
