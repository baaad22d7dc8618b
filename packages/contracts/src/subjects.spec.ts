import * as contracts from './index.js';
import { SERVICE_NAMES, type AppName } from './services.js';

type SubjectTree = { [key: string]: string | SubjectTree };

const leaves = (tree: SubjectTree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

const subjectObjects = Object.entries(contracts).filter(([name]) => name.endsWith('Subjects')) as Array<
  [string, SubjectTree]
>;
const objectName = (app: AppName) => `${app[0]!.toUpperCase()}${app.slice(1)}Subjects`;
const apps: AppName[] = [...SERVICE_NAMES, 'gateway'];

describe('subjects: one <Service>Subjects object per app on the bus', () => {
  it('exports exactly one Subjects object per service (and the gateway), nothing else', () => {
    expect(subjectObjects.map(([name]) => name).sort()).toEqual(apps.map(objectName).sort());
  });

  it.each(apps)('every subject of %s starts with its name (requests, broadcasts and events)', (app) => {
    const subjects = leaves(contracts[objectName(app) as keyof typeof contracts] as SubjectTree);
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.filter((subject) => !subject.startsWith(`${app}.`))).toEqual([]);
  });

  it('events end in a version and requests do not', () => {
    for (const [, tree] of subjectObjects) {
      const { events, ...rest } = tree;
      expect(leaves((events ?? {}) as SubjectTree).filter((subject) => !/\.v\d+$/.test(subject))).toEqual([]);
      expect(leaves(rest).filter((subject) => /\.v\d+$/.test(subject))).toEqual([]);
    }
  });

  it('no subject is listed twice', () => {
    const all = subjectObjects.flatMap(([, tree]) => leaves(tree));
    expect(all.length).toBe(new Set(all).size);
  });

  it('the reads that may be asked twice are request subjects, and verbs that read (get, list, search, check, status, quote, resolve)', () => {
    const requests = subjectObjects.flatMap(([, tree]) => {
      const { events: _events, broadcasts: _broadcasts, ...rest } = tree;
      return leaves(rest);
    });
    for (const subject of contracts.READ_SUBJECTS) {
      expect(requests).toContain(subject);
      expect(subject).toMatch(
        /\.(get|list|list-for-moderation|by-email|next|workouts|version|overview|stats|search|check|status|quote|resolve)$/,
      );
    }
  });
});
