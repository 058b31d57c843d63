// Types of malloc-env.mjs (plain JavaScript: the supervisor, scripts/start.mjs, runs with no TypeScript loader).
export declare const SERVER_MALLOC_ENV: Readonly<Record<"MALLOC_ARENA_MAX" | "MALLOC_MMAP_THRESHOLD_", string>>;
export declare function withServerMalloc<E extends Record<string, string | undefined>>(env: E): E & Record<string, string | undefined>;
export declare function mallocSetAtStart(env: Record<string, string | undefined>): boolean;
