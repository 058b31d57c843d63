// Every job kind, imported for its registration (registerJobHandler at module load), so that each
// worker process — the web server's and every `npm run worker` — can execute every kind.
// A new kind: one import line here for the module that calls registerJobHandler.
import "../workers/audit-job";
import "../task-judges/task-judge-job";
import "../media/media-fetch-job";
import "../git-import/git-import-job";
import "../pull-requests/pull-request-job";
