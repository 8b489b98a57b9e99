// Starts the local Content Lake: Sanity's HTTP API over a dataset file (or documents in memory), for the Studio, the preview and tests.
import { createServer, type ServerResponse } from 'node:http'
import type { RawDocument } from './dataset-format'
import { openDatasetFiles, type DatasetFiles } from './dataset-files'
import { openDocumentStore, type DocumentStore } from './document-store'
import type { LakeFileSystem } from './file-system'
import { createRequestHandler } from './handle-request'
import { defaultBufferBytes } from './event-stream'
import { KeyValues } from './key-values'
import type { ProcessTable } from './process-identity'
import { defaultQueryLimits, workerQueryRunner, type QueryLimits, type QueryRunner } from './query-runner'
import { bindPort } from './bind-port'
import { extraAllowedHosts } from './local-hosts'
import { answerRawSocket } from './raw-socket'
import { watchDatasetFiles } from './watch-dataset-files'

export interface ContentLakeOptions {
  /**
   * The dataset file to serve: published documents are written back into it and the rest into its drafts file, before
   * each change is acknowledged; edits made to them outside the lake are taken in. One lake a file.
   */
  datasetFile?: string
  /** How the files are read and written (a stand-in that fails or stops, in fault tests); default: the disk. */
  fs?: LakeFileSystem
  /** How the lock tells whether its holder still runs; default: this machine's processes. */
  processes?: ProcessTable
  /** Paths whose documents are private (`siteDeployHook` holds `siteDeployHook.settings`): new ones never go to the dataset file. */
  privatePaths?: readonly string[]
  /** What to do once a merge conflict in the dataset file is resolved, in this project (`run npm run content:check…`). */
  afterResolving?: string
  /** Documents to start from instead of a file (nothing is written anywhere). */
  documents?: RawDocument[]
  /** `0` (the default) picks any free port. */
  port?: number
  host?: string
  projectId?: string
  dataset?: string
  /** Makes the dataset private: every request must carry `Authorization: Bearer <token>`. */
  token?: string
  /**
   * The pages that may use the lake from a browser, by origin (`http://localhost:3333`): the Studio's and the preview's.
   * Any other page is refused, reading or writing; clients that send no Origin (scripts, servers) are answered.
   */
  browserOrigins?: readonly string[]
  /** How long one query may run and how much memory it may fill, in the lake's own pool of query workers. */
  queryLimits?: QueryLimits
  /**
   * Evaluates the lake's queries instead of a pool of its own, and is left open when the lake closes: for tests, which
   * start a lake for each case, while starting a pool costs about 0.3 core-s. Not with `queryLimits`: a shared runner
   * has its own.
   */
  queries?: QueryRunner
  /** How much a listener's stream may hold for a client that does not read before it is ended. */
  listenerBufferBytes?: number
  /** Host names to answer besides this machine's own; default: LOCAL_ALLOWED_HOSTS. */
  allowedHosts?: readonly string[]
  /** How often a quiet listener gets a keep-alive comment. */
  heartbeatMs?: number
  log?: (message: string) => void
}

export interface ContentLake {
  /** The API host to give clients (`apiHost`), e.g. http://127.0.0.1:3335 */
  url: string
  port: number
  projectId: string
  dataset: string
  store: DocumentStore
  /** Resolves once every change asked for so far has been written (each is written before it is acknowledged). */
  flush(): Promise<void>
  /** Ends every open listener, as Sanity's API does now and then: clients must reconnect, and may have missed changes. */
  dropListeners(): void
  close(): Promise<void>
}

export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const {
    datasetFile,
    host = '127.0.0.1',
    port = 0,
    projectId = 'local',
    dataset = 'production',
    log = (message) => console.warn(message),
  } = options
  if (!datasetFile && !options.documents)
    throw new Error('startContentLake needs a datasetFile or documents to start from')
  if (options.queries && options.queryLimits)
    throw new Error(
      'startContentLake takes queryLimits or a shared queries runner, not both: the runner has its own limits',
    )
  const files: DatasetFiles | undefined = datasetFile
    ? await openDatasetFiles(datasetFile, {
        fs: options.fs,
        processes: options.processes,
        privatePaths: options.privatePaths,
        afterResolving: options.afterResolving,
        log,
      })
    : undefined
  // One of the two is given (checked above). Never refused: a revision it cannot save yet is logged, and owed.
  const store = await openDocumentStore({ documents: files?.documents ?? options.documents!, files, log })
  const queries = options.queries ?? workerQueryRunner(options.queryLimits ?? defaultQueryLimits)
  const watcher = files && watchDatasetFiles(files, () => store.applyOutsideEdits(), log)
  const streams = new Set<ServerResponse>()
  const handle = createRequestHandler({
    streams,
    store,
    queries,
    projectId,
    dataset,
    token: options.token,
    stream: {
      heartbeatMs: options.heartbeatMs ?? 15_000,
      bufferBytes: options.listenerBufferBytes ?? defaultBufferBytes,
    },
    log,
    keyValues: new KeyValues(),
    allowedHosts: options.allowedHosts ?? extraAllowedHosts(),
    origins: options.browserOrigins ?? [],
  })

  const server = createServer(handle)
  // The Studio opens a websocket for presence; there is nobody else here, so it is refused like an unknown path.
  server.on('upgrade', (_req, socket) => answerRawSocket(socket, 'HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n'))
  const release = async () => {
    watcher?.close()
    await store.settled()
    await Promise.all([files?.close(), options.queries ? undefined : queries.close()])
  }
  // A taken port names CONTENT_LAKE_PORT, the setting npm run studio and the preview read it from.
  const actualPort = await bindPort(server, port, host, 'CONTENT_LAKE_PORT').catch(async (error: unknown) => {
    await release()
    throw error
  })
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
    projectId,
    dataset,
    store,
    flush: () => store.settled(),
    dropListeners: () => streams.forEach((stream) => stream.end()),
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      await release()
    },
  }
}
