package sudoku.spark;

import java.io.Serializable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import sudoku.logic.view.internal.Records;

/**
 * Columns made from one of the library's JSON records ({@code sudoku.logic.view}): the same names
 * the command line and the HTTP service write ({@link Records#jsonNames}), in the record's order,
 * so the cluster job's output is that record field for field.
 */
final class RecordColumns implements Serializable {
    private final Class<? extends Record> type;
    private final Set<String> kept;
    /** The kept components, in the record's order; found again where the columns are shipped to. */
    private transient List<RecordComponent> components;

    /** The columns of {@code type} whose JSON names are in {@code kept}. */
    RecordColumns(Class<? extends Record> type, Set<String> kept) {
        this.type = type;
        this.kept = Set.copyOf(kept);
        if (components().size() != kept.size()) {
            throw new IllegalArgumentException(type.getSimpleName() + " has no field among " + kept + " besides "
                    + components().stream().map(RecordColumns::name).toList());
        }
    }

    private List<RecordComponent> components() {
        if (components == null) {
            components = Arrays.stream(type.getRecordComponents()).filter(c -> kept.contains(name(c))).toList();
        }
        return components;
    }

    /** The JSON name of a record component. */
    private static String name(RecordComponent c) {
        return Records.jsonName(c);
    }

    /** The kept columns, in the record's order, all nullable. */
    List<StructField> fields() {
        List<StructField> out = new ArrayList<>();
        for (RecordComponent c : components()) {
            out.add(DataTypes.createStructField(name(c), sparkType(c.getGenericType()), true));
        }
        return out;
    }

    /** The kept values of {@code record} (of this type, or null for all nulls), in column order, added to {@code row}. */
    void addValues(Record record, List<Object> row) {
        for (RecordComponent c : components()) {
            row.add(record == null ? null : value(read(c, record)));
        }
    }

    /** A value as Spark holds it: a list as an array, a nested record as a row of its fields. */
    private static Object value(Object v) {
        if (v instanceof List<?> l) {
            return l.isEmpty() || !(l.get(0) instanceof Record) ? l.toArray(new String[0])
                    : l.stream().map(RecordColumns::value).toArray();
        }
        if (v instanceof Record r) {
            List<Object> fields = new ArrayList<>();
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                fields.add(value(read(c, r)));
            }
            return RowFactory.create(fields.toArray());
        }
        return v;
    }

    private static Object read(RecordComponent c, Record record) {
        try {
            return c.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + record.getClass().getSimpleName(), e);
        }
    }

    private static DataType sparkType(Type t) {
        if (t == String.class) {
            return DataTypes.StringType;
        } else if (t == Long.class || t == long.class) {
            return DataTypes.LongType;
        } else if (t == Integer.class || t == int.class) {
            return DataTypes.IntegerType;
        } else if (t == Double.class || t == double.class) {
            return DataTypes.DoubleType;
        } else if (t == Boolean.class || t == boolean.class) {
            return DataTypes.BooleanType;
        } else if (t instanceof ParameterizedType p && p.getRawType() == List.class) {
            return DataTypes.createArrayType(sparkType(p.getActualTypeArguments()[0]), false);
        } else if (t instanceof Class<?> k && k.isRecord()) {
            List<StructField> fields = new ArrayList<>();
            for (RecordComponent c : k.getRecordComponents()) {
                fields.add(DataTypes.createStructField(name(c), sparkType(c.getGenericType()), true));
            }
            return DataTypes.createStructType(fields);
        }
        throw new IllegalArgumentException("no column type for " + t.getTypeName());
    }
}
