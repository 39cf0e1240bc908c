// The test host's platform side. The double records async calls for the Lua test to answer
// (host.calls / host.deliver) and answers sync calls through a Lua handler (host.on_sync). The
// relay sends every call as a JSON line to a Node process running the real JS library and reads
// its deliveries back; a sync call waits for its answer, bounded by SYNC_TIMEOUT_MS.
#define DLIB_LOG_DOMAIN "GameSdkTestHost"
#include <dmsdk/sdk.h>
#include "platform.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include <nlohmann/json.hpp>

namespace gamesdk
{
    void Deliver(int call_id, const char* json, int final);
    void DeliverEvent(const char* name);
}

static const int SYNC_TIMEOUT_MS = 10000;

struct RecordedCall
{
    int m_Id;
    std::string m_Method;
    std::string m_Args;
};

static lua_State* g_L = 0;
static int g_SyncHandler = LUA_NOREF;
static std::vector<RecordedCall> g_Recorded;
static bool g_Started = false;

static pid_t g_Relay = 0;
static int g_ToRelay = -1;
static int g_FromRelay = -1;
static std::string g_Pending;

// ---- Relay ----

bool PlatformUseRelay(const char* runner, const char* page_url)
{
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return false;
    g_Relay = fork();
    if (g_Relay == 0)
    {
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[1]);
        close(out[0]);
        execlp("node", "node", runner, page_url, (char*)0);
        perror("exec node");
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    g_ToRelay = in[1];
    g_FromRelay = out[0];
    signal(SIGPIPE, SIG_IGN);
    return g_Relay > 0;
}

static void Send(const nlohmann::json& message)
{
    std::string line = message.dump() + "\n";
    size_t written = 0;
    while (written < line.size())
    {
        ssize_t n = write(g_ToRelay, line.data() + written, line.size() - written);
        if (n <= 0)
        {
            dmLogError("relay: write failed: %s", strerror(errno));
            return;
        }
        written += (size_t)n;
    }
}

// Handles one line from the relay; returns the sync answer when the line is one.
static bool HandleLine(const std::string& line, std::string* answer)
{
    nlohmann::json message = nlohmann::json::parse(line, nullptr, false);
    if (message.is_discarded() || !message.is_object())
    {
        dmLogError("relay: unreadable line: %s", line.c_str());
        return false;
    }
    std::string type = message.value("type", "");
    if (type == "deliver") gamesdk::Deliver(message["id"].get<int>(), message["json"].get<std::string>().c_str(), message["final"].get<bool>() ? 1 : 0);
    else if (type == "event") gamesdk::DeliverEvent(message["name"].get<std::string>().c_str());
    else if (type == "answer")
    {
        *answer = message["json"].get<std::string>();
        return true;
    }
    else dmLogError("relay: unknown message type: %s", line.c_str());
    return false;
}

// Handles complete lines already read, stopping after a sync answer; true when one was handled.
static bool DrainLines(std::string* answer)
{
    size_t end;
    while ((end = g_Pending.find('\n')) != std::string::npos)
    {
        std::string line = g_Pending.substr(0, end);
        g_Pending.erase(0, end + 1);
        if (HandleLine(line, answer)) return true;
    }
    return false;
}

// Handles what is buffered or arrives within `timeout_ms`; true once a sync answer was handled.
static bool ReadRelay(int timeout_ms, std::string* answer)
{
    if (DrainLines(answer)) return true;
    struct pollfd fd = {g_FromRelay, POLLIN, 0};
    if (poll(&fd, 1, timeout_ms) <= 0) return false;
    char buffer[65536];
    ssize_t n = read(g_FromRelay, buffer, sizeof(buffer));
    if (n <= 0) return false;
    g_Pending.append(buffer, (size_t)n);
    return DrainLines(answer);
}

void PlatformPoll()
{
    if (!g_Relay) return;
    std::string unused;
    size_t before;
    do
    {
        before = g_Pending.size();
        if (ReadRelay(0, &unused)) dmLogError("relay: an answer arrived with no sync call waiting");
    } while (g_Pending.size() != before);
}

void PlatformShutdown()
{
    if (!g_Relay) return;
    close(g_ToRelay);
    int status = 0;
    for (int i = 0; i < 100 && waitpid(g_Relay, &status, WNOHANG) == 0; ++i) usleep(20000);
    if (waitpid(g_Relay, &status, WNOHANG) == 0)
    {
        kill(g_Relay, SIGTERM);
        waitpid(g_Relay, &status, 0);
    }
    close(g_FromRelay);
    g_Relay = 0;
}

// ---- The double's Lua hooks ----

static int HostCalls(lua_State* L)
{
    lua_createtable(L, (int)g_Recorded.size(), 0);
    for (size_t i = 0; i < g_Recorded.size(); ++i)
    {
        lua_createtable(L, 0, 3);
        lua_pushnumber(L, g_Recorded[i].m_Id);
        lua_setfield(L, -2, "id");
        lua_pushstring(L, g_Recorded[i].m_Method.c_str());
        lua_setfield(L, -2, "method");
        lua_pushstring(L, g_Recorded[i].m_Args.c_str());
        lua_setfield(L, -2, "args");
        lua_rawseti(L, -2, (int)i + 1);
    }
    g_Recorded.clear();
    return 1;
}

static int HostOnSync(lua_State* L)
{
    luaL_checktype(L, 1, LUA_TFUNCTION);
    if (g_SyncHandler != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, g_SyncHandler);
    lua_pushvalue(L, 1);
    g_SyncHandler = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

// Sends a request to the relay and waits for its answer line, bounded by SYNC_TIMEOUT_MS.
static std::string Request(const nlohmann::json& message, const char* context)
{
    Send(message);
    std::string answer;
    for (int waited = 0; waited < SYNC_TIMEOUT_MS; waited += 100)
    {
        if (ReadRelay(100, &answer)) return answer;
    }
    return nlohmann::json({{"error", {{"code", "TIMEOUT"}, {"message", "the relay did not answer"}, {"context", context}}}}).dump();
}

// host.control(method, path, body_json): the mock platform's control surface, through the relay.
// Returns the response body (JSON text); raises when the relay is not in use or the call failed.
static int HostControl(lua_State* L)
{
    if (!g_Relay) return luaL_error(L, "host.control needs --relay");
    std::string answer = Request({{"type", "control"}, {"method", luaL_checkstring(L, 1)}, {"path", luaL_checkstring(L, 2)}, {"body", luaL_optstring(L, 3, "")}}, "host.control");
    nlohmann::json parsed = nlohmann::json::parse(answer, nullptr, false);
    if (parsed.is_object() && parsed.contains("error") && parsed["error"].is_object()) return luaL_error(L, "host.control failed: %s", answer.c_str());
    lua_pushstring(L, answer.c_str());
    return 1;
}

static int HostStarted(lua_State* L)
{
    lua_pushboolean(L, g_Started);
    return 1;
}

void PlatformRegisterLua(lua_State* L)
{
    g_L = L;
    lua_pushcfunction(L, HostCalls);
    lua_setfield(L, -2, "calls");
    lua_pushcfunction(L, HostOnSync);
    lua_setfield(L, -2, "on_sync");
    lua_pushcfunction(L, HostControl);
    lua_setfield(L, -2, "control");
    lua_pushcfunction(L, HostStarted);
    lua_setfield(L, -2, "started");
}

// ---- gamesdk::Platform* ----

namespace gamesdk
{
    void PlatformStart()
    {
        g_Started = true;
        if (g_Relay) Send({{"type", "start"}});
    }

    void PlatformCall(int call_id, const char* method, const char* args_json)
    {
        if (g_Relay)
        {
            Send({{"type", "call"}, {"id", call_id}, {"method", method}, {"args", args_json}});
            return;
        }
        RecordedCall call = {call_id, method, args_json};
        g_Recorded.push_back(call);
    }

    char* PlatformCallSync(int call_id, const char* method, const char* args_json)
    {
        if (g_Relay)
        {
            return strdup(Request({{"type", "sync"}, {"id", call_id}, {"method", method}, {"args", args_json}}, method).c_str());
        }
        if (g_SyncHandler == LUA_NOREF) return strdup("{\"ok\":false,\"error\":{\"code\":\"OPERATION_FAILED\",\"message\":\"the test set no sync handler\",\"context\":\"host\"}}");
        lua_rawgeti(g_L, LUA_REGISTRYINDEX, g_SyncHandler);
        lua_pushnumber(g_L, call_id);
        lua_pushstring(g_L, method);
        lua_pushstring(g_L, args_json);
        if (lua_pcall(g_L, 3, 1, 0) != 0 || !lua_isstring(g_L, -1))
        {
            dmLogError("sync handler failed: %s", lua_tostring(g_L, -1));
            lua_pop(g_L, 1);
            return strdup("{\"ok\":false,\"error\":{\"code\":\"OPERATION_FAILED\",\"message\":\"the sync handler failed\",\"context\":\"host\"}}");
        }
        char* answer = strdup(lua_tostring(g_L, -1));
        lua_pop(g_L, 1);
        return answer;
    }

    void PlatformStop()
    {
        if (g_Relay) Send({{"type", "stop"}});
        g_Started = false;
    }
}
