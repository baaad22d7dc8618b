import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A buyer and the personal data of the subscribe form (spec 2 section 3), one row per e-mail. */
@Entity({ name: 'customers' })
export class CustomerEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar' }) email!: string;
  @Column({ name: 'full_name', type: 'varchar' }) fullName!: string;
  @Column({ type: 'smallint' }) age!: number;
  @Column({ type: 'varchar' }) height!: string;
  @Column({ type: 'varchar' }) weight!: string;
  @Column({ name: 'physical_activity', type: 'varchar' }) physicalActivity!: string;
  @Column({ type: 'varchar' }) occupation!: string;
  @Column({ name: 'city_country', type: 'varchar' }) cityCountry!: string;
  @Column({ name: 'phone_country_code', type: 'varchar' }) phoneCountryCode!: string;
  @Column({ name: 'phone_number', type: 'varchar' }) phoneNumber!: string;
  @Column({ name: 'has_health_conditions', type: 'boolean' }) hasHealthConditions!: boolean;
  @Column({ name: 'fitness_goal', type: 'varchar' }) fitnessGoal!: string;
  @Column({ name: 'additional_info', type: 'text' }) additionalInfo!: string;
  @Column({ name: 'stripe_customer_id', type: 'varchar', nullable: true }) stripeCustomerId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
