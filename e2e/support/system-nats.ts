import { ChallengeSubjects, SERVICE_NAMES, type AdminWorkoutUnitDto } from '@reto/contracts';
import { createLogger, RpcClient } from '@reto/platform';
import { setClock } from '@reto/platform/testing';

/** Every service of the system listens to the test clock. */
const CLOCK_LISTENERS = SERVICE_NAMES.length;

/** NATS access to the system under test: its clock and the admin's enrolment grant. */
export class SystemNats {
  private constructor(private readonly rpc: RpcClient) {}

  static async connect(): Promise<SystemNats> {
    return new SystemNats(
      await RpcClient.connect({
        url: process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222',
        name: 'e2e',
        timeoutMs: 5000,
        subjectPrefix: process.env.E2E_NATS_PREFIX ?? '',
        logger: createLogger('e2e', 'silent'),
      }),
    );
  }

  setClock(now: Date | null): Promise<void> {
    return setClock(this.rpc, process.env.E2E_NATS_PREFIX ?? '', now, CLOCK_LISTENERS);
  }

  enrol(userId: number, email: string, editionNumber: number): Promise<unknown> {
    return this.rpc.request(ChallengeSubjects.grantEnrolment, {
      email,
      userId,
      editionNumber,
      sourceId: `e2e:${userId}:${editionNumber}`,
    });
  }

  /** As the trainer would in the panel: the video of the first exercise of the units at these positions. */
  async setFirstVideos(gender: 'male' | 'female', videos: Record<number, string>): Promise<void> {
    const units = await this.rpc.request<AdminWorkoutUnitDto[]>(ChallengeSubjects.adminWorkouts, { gender });
    for (const [order, videoId] of Object.entries(videos)) {
      const unit = units.find((candidate) => candidate.order === Number(order))!;
      await this.rpc.request(ChallengeSubjects.adminUpdateVideo, {
        unitId: unit.id,
        exerciseId: unit.exercises[0]!.id,
        gender,
        videoId,
        actor: { id: 1, username: 'e2e' },
      });
    }
  }

  close(): Promise<void> {
    return this.rpc.close();
  }
}
