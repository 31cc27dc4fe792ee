import { sql, type Kysely } from 'kysely';

/**
 * What else an order prices by (issue 32): its cargo type (as channels accept and surcharges charge it), the
 * consignee address's type (residential or commercial; null: not known) and the parcels' sizes in cm (each of its
 * pieces alike; none recorded, or all three). Nullable, no default: adding them rewrites no row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    add column cargo_type text check (cargo_type in ('general', 'battery', 'liquid', 'powder', 'magnetic')),
    add column address_type text check (address_type in ('residential', 'commercial')),
    add column length_cm numeric(5, 1) check (length_cm > 0),
    add column width_cm numeric(5, 1) check (width_cm > 0),
    add column height_cm numeric(5, 1) check (height_cm > 0),
    add constraint orders_dimensions check ((length_cm is null) = (width_cm is null) and (width_cm is null) = (height_cm is null))`.execute(
    db,
  );
}
