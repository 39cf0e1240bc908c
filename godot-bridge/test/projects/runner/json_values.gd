# JSON values as the runners compare them: the vectors' and scenarios' expectations against the
# addon's answers. Numbers by value (JSON gives floats, GDScript may hold ints).
extends RefCounted


## Whether `a` and `b` are the same JSON value.
static func same(a: Variant, b: Variant) -> bool:
	if (a is int or a is float) and (b is int or b is float):
		return float(a) == float(b)
	if a is Array and b is Array:
		if a.size() != b.size():
			return false
		for index in a.size():
			if not same(a[index], b[index]):
				return false
		return true
	if a is Dictionary and b is Dictionary:
		if a.size() != b.size():
			return false
		for key in a:
			if not b.has(key) or not same(a[key], b[key]):
				return false
		return true
	return typeof(a) == typeof(b) and a == b
