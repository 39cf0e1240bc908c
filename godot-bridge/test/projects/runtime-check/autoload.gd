# An autoload singleton from the pack (project.godot's [autoload]): the engine adds it under /root
# before the main scene, as the addon's GameSdk singleton will be.
extends Node
