-- A small nsys SQLite export in the 2026.2 layout (tables and columns as in
-- tests/unit/nsys/sqlite_test.cc): the fuzz seed for fuzz_sqlite. tests/fuzz/ci turns it into a
-- database with the sqlite3 shell (or Python's sqlite3). Written by hand; not a corpus file.
CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL, contextId INTEGER NOT NULL, greenContextId INTEGER, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER, demangledName INTEGER NOT NULL, shortName INTEGER NOT NULL, mangledName INTEGER, launchType INTEGER, cacheConfig INTEGER, registersPerThread INTEGER NOT NULL, gridX INTEGER NOT NULL, gridY INTEGER NOT NULL, gridZ INTEGER NOT NULL, blockX INTEGER NOT NULL, blockY INTEGER NOT NULL, blockZ INTEGER NOT NULL, staticSharedMemory INTEGER NOT NULL, dynamicSharedMemory INTEGER NOT NULL, localMemoryPerThread INTEGER NOT NULL, localMemoryTotal INTEGER NOT NULL, gridId INTEGER NOT NULL, sharedMemoryExecuted INTEGER, graphNodeId INTEGER, sharedMemoryLimitConfig INTEGER, graphId INTEGER, clusterX INTEGER, clusterY INTEGER, clusterZ INTEGER, clusterSchedulingPolicy INTEGER, maxPotentialClusterSize INTEGER, maxActiveClusters INTEGER);
CREATE TABLE META_DATA_EXPORT (name TEXT, value TEXT);
CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass INTEGER NOT NULL, globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT NULL, returnValue INTEGER NOT NULL);
CREATE TABLE NVTX_EVENTS (start INTEGER NOT NULL, end INTEGER, eventType INTEGER NOT NULL, rangeId INTEGER, category INTEGER, color INTEGER, text TEXT, globalTid INTEGER, endGlobalTid INTEGER, textId INTEGER, domainId INTEGER);
CREATE TABLE TARGET_INFO_GPU (vmId INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT, computeMajor INTEGER, computeMinor INTEGER);
INSERT INTO TARGET_INFO_GPU VALUES (1, 0, 'NVIDIA H100', 9, 0);
INSERT INTO StringIds VALUES (1, 'void k<int>(int*)'), (2, 'k'), (3, '_Z1kIiEvPi'), (4, 'other'), (5, 'other'), (6, '_Z5otherv'), (7, 'registered range'), (99, 'cudaLaunchKernel_v7000');
INSERT INTO NVTX_EVENTS (start, end, eventType, text, globalTid, textId, domainId) VALUES (0, 1000, 59, 'outer', 72057665206882451, NULL, NULL), (100, 500, 59, NULL, 72057665206882451, 7, NULL), (90, NULL, 75, 'dom', 72057665206882451, NULL, 5), (100, 400, 59, 'in domain', 72057665206882451, NULL, 5), (50, 2000, 60, 'startend', 72057665206882451, NULL, NULL), (5, NULL, 59, 'open', 72057665206882451, NULL, NULL);
INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (200, 210, 1, 72057665206882451, 21, 99, 0), (3000, 3010, 1, 72057665206882451, 22, 99, 0);
INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL (start, end, deviceId, contextId, streamId, correlationId, globalPid, demangledName, shortName, mangledName, registersPerThread, gridX, gridY, gridZ, blockX, blockY, blockZ, staticSharedMemory, dynamicSharedMemory, localMemoryPerThread, localMemoryTotal, gridId) VALUES
 (5000, 5100, 0, 1, 7, 21, 72057665206878208, 1, 2, 3, 40, 1, 2, 1, 32, 1, 1, 1024, 2048, 16, 0, 21),
 (6000, 6100, 0, 1, 7, 22, 72057665206878208, 1, 2, 3, 40, 2, 2, 1, 32, 1, 1, 1024, 2048, 16, 0, 22),
 (7000, 7101, 0, 1, 7, 23, 72057665206878208, 4, 5, NULL, 40, 1, 2, 1, 32, 1, 1, 1024, 2048, 16, 0, 23);
