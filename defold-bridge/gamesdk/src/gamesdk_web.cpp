// HTML5: the platform side is the JS library lib/web/library_gamesdk.js, which drives the SDK's
// browser script. JS calls back into Deliver/DeliverEvent, which only queue.
#if defined(DM_PLATFORM_HTML5)

#include "gamesdk_private.h"

extern "C"
{
    typedef void (*GameSdkDeliverFn)(int call_id, const char* json, int final);
    typedef void (*GameSdkEventFn)(const char* name);

    // Implemented in lib/web/library_gamesdk.js.
    void GameSdkJs_Start(GameSdkDeliverFn deliver, GameSdkEventFn on_event);
    void GameSdkJs_Call(int call_id, const char* method, const char* args_json);
    char* GameSdkJs_CallSync(int call_id, const char* method, const char* args_json);
    void GameSdkJs_Stop();
}

static void DeliverFromJs(int call_id, const char* json, int final)
{
    gamesdk::Deliver(call_id, json, final);
}

static void EventFromJs(const char* name)
{
    gamesdk::DeliverEvent(name);
}

namespace gamesdk
{
    void PlatformStart()
    {
        GameSdkJs_Start(DeliverFromJs, EventFromJs);
    }

    void PlatformCall(int call_id, const char* method, const char* args_json)
    {
        GameSdkJs_Call(call_id, method, args_json);
    }

    char* PlatformCallSync(int call_id, const char* method, const char* args_json)
    {
        return GameSdkJs_CallSync(call_id, method, args_json);
    }

    void PlatformStop()
    {
        GameSdkJs_Stop();
    }
}

#endif
