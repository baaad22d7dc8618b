import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The community's own projection of the challenge's access (`challenge.access.changed.v1`): the
 * member's edition group while their access lasts; none after a refund, dispute or revocation.
 */
@Entity({ name: 'members' })
export class MemberEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' }) userId!: number;
  @Column({ name: 'group_key', type: 'varchar', length: 40, nullable: true }) groupKey!: string | null;
  @Column({ name: 'access_ends_at', type: 'timestamptz', nullable: true }) accessEndsAt!: Date | null;
  /** The event's time: an older event arriving late changes nothing. */
  @Column({ name: 'changed_at', type: 'timestamptz' }) changedAt!: Date;
  /** First name and initial, from the account's registration (null: not known yet). */
  @Column({ name: 'shown_name', type: 'varchar', length: 40, nullable: true }) shownName!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) timezone!: string | null;
  /** The challenge day and streak right after the member's latest completion. */
  @Column({ name: 'challenge_day', type: 'smallint', nullable: true }) challengeDay!: number | null;
  @Column({ type: 'integer' }) streak!: number;
  /** That challenge day's own routine was done on it (the streak above then counts it). */
  @Column({ name: 'challenge_day_done', type: 'boolean' }) challengeDayDone!: boolean;
  @Column({ name: 'last_completed_at', type: 'timestamptz', nullable: true }) lastCompletedAt!: Date | null;
}
