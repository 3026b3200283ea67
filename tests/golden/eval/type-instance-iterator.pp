notice([1].reverse_each =~ Iterator)
notice([1] =~ Iterator)
