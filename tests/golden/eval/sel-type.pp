notice(5 ? { String => str, Integer => int, default => other })
notice([1] ? { Array[String] => strs, Array => arr })
